import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template4', header: 'bar', nav: 'bottom', density: 'compact', corners: 'round' }

export default variant
