import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template10', header: 'bar', nav: 'top', density: 'compact', corners: 'square' }

export default variant
