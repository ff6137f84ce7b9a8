import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template11', header: 'centered', nav: 'top', density: 'compact', corners: 'round' }

export default variant
