import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template6.css'

const variant: LayoutVariant = {
  name: 'template6',
  header: 'bar',
  nav: 'side',
  ...frameParts.template6,
}

export default variant
