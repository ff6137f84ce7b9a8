import type { LayoutVariant } from '../layout-variant.ts'

const variant: LayoutVariant = { name: 'template8', header: 'centered', nav: 'bottom', density: 'compact', corners: 'round' }

export default variant
