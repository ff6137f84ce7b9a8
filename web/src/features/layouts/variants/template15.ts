import type { LayoutVariant } from '../layout-variant.ts'
import './template15.css'

const variant: LayoutVariant = { name: 'template15', desktopFrom: 1024, header: 'bar', nav: 'side', mobileNav: 'tabs', rail: 'betslip' }

export default variant
