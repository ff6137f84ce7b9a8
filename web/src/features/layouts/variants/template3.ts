import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template3.css'

const variant: LayoutVariant = {
  name: 'template3',
  header: 'centred',
  nav: 'top',
  ...frameParts.template3,
}

export default variant
