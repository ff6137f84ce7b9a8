import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'default', header: 'bar', nav: 'top', density: 'roomy', corners: 'round' }

export default variant
