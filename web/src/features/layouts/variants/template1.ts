import type { LayoutVariant } from '../layout-variant.ts'
import './template1.css'

const variant: LayoutVariant = { name: 'template1', desktopFrom: 1024, header: 'stacked', nav: 'top', mobileNav: 'tabs', rail: 'winners' }

export default variant
