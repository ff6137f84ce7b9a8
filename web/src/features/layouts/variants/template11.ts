import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template11.css'

const variant: LayoutVariant = {
  name: 'template11',
  header: 'stacked',
  nav: 'side',
  ...frameParts.template11,
}

export default variant
