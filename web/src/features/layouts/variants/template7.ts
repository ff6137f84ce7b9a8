import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template7', header: 'bar', nav: 'side', density: 'roomy', corners: 'square' }

export default variant
