import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template3', header: 'split', nav: 'side', density: 'compact', corners: 'round' }

export default variant
