import type { LayoutVariant } from '../layout-variant.ts'
import './template5.css'

const variant: LayoutVariant = { name: 'template5', desktopFrom: 1024, header: 'stacked', nav: 'top', mobileNav: 'drawer', rail: 'winners' }

export default variant
