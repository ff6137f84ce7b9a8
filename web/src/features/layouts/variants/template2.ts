import type { LayoutVariant } from '../layout-variant.ts'
import './template2.css'

const variant: LayoutVariant = { name: 'template2', desktopFrom: 1200, header: 'bar', nav: 'side', mobileNav: 'drawer', rail: 'none' }

export default variant
