import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template9', header: 'split', nav: 'bottom', density: 'roomy', corners: 'square' }

export default variant
