import type { LayoutVariant } from '../layout-variant.ts'
import './template4.css'

const variant: LayoutVariant = { name: 'template4', desktopFrom: 999, header: 'bar', nav: 'top', mobileNav: 'drawer', rail: 'winners' }

export default variant
