import type { LayoutVariant } from '../layout-variant.ts'
import './template3.css'

const variant: LayoutVariant = { name: 'template3', desktopFrom: 1200, header: 'centred', nav: 'top', mobileNav: 'tabs', rail: 'none' }

export default variant
