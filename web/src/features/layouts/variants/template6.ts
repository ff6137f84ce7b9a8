import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template6', header: 'split', nav: 'top', density: 'compact', corners: 'square' }

export default variant
