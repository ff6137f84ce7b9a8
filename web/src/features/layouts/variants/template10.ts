import type { LayoutVariant } from '../layout-variant.ts'
import './template10.css'

const variant: LayoutVariant = { name: 'template10', desktopFrom: 1200, header: 'centred', nav: 'top', mobileNav: 'drawer', rail: 'none' }

export default variant
