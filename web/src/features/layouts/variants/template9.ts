import type { LayoutVariant } from '../layout-variant.ts'
import './template9.css'

const variant: LayoutVariant = { name: 'template9', desktopFrom: 999, header: 'bar', nav: 'side', mobileNav: 'tabs', rail: 'winners' }

export default variant
