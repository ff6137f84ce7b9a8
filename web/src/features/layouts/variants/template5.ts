import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template5.css'

const variant: LayoutVariant = {
  name: 'template5',
  header: 'stacked',
  nav: 'top',
  ...frameParts.template5,
}

export default variant
