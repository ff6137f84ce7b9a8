import type { LayoutVariant } from '../layout-variant.ts'
import './template6.css'

const variant: LayoutVariant = { name: 'template6', desktopFrom: 999, header: 'bar', nav: 'side', mobileNav: 'tabs', rail: 'none' }

export default variant
