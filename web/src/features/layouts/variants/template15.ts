import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template15', header: 'split', nav: 'side', density: 'compact', corners: 'square' }

export default variant
