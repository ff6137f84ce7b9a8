import type { LayoutVariant } from '../layout-variant.ts'
import './template7.css'

const variant: LayoutVariant = { name: 'template7', desktopFrom: 1024, header: 'centred', nav: 'top', mobileNav: 'drawer', rail: 'none' }

export default variant
