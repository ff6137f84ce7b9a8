import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template1', header: 'bar', nav: 'top', density: 'roomy', corners: 'round' }

export default variant
