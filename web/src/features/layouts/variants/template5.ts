import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template5', header: 'centered', nav: 'side', density: 'roomy', corners: 'round' }

export default variant
