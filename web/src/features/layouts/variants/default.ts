import type { LayoutVariant } from '../layout-variant.ts'
import './default.css'

const variant: LayoutVariant = { name: 'default', desktopFrom: 1024, header: 'bar', nav: 'top', mobileNav: 'drawer', rail: 'none' }

export default variant
