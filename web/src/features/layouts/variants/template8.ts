import type { LayoutVariant } from '../layout-variant.ts'
import './template8.css'

const variant: LayoutVariant = { name: 'template8', desktopFrom: 999, header: 'bar', nav: 'top', mobileNav: 'tabs', rail: 'none' }

export default variant
