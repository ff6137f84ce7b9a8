import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template10.css'

const variant: LayoutVariant = {
  name: 'template10',
  header: 'centred',
  nav: 'top',
  ...frameParts.template10,
}

export default variant
