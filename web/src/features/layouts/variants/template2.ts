import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template2', header: 'centered', nav: 'top', density: 'roomy', corners: 'square' }

export default variant
