import type { LayoutVariant } from '../layout-variant.ts'
import './template11.css'

const variant: LayoutVariant = { name: 'template11', desktopFrom: 1024, header: 'stacked', nav: 'side', mobileNav: 'tabs', rail: 'none' }

export default variant
