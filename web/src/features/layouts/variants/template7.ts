import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template7.css'

const variant: LayoutVariant = {
  name: 'template7',
  header: 'centred',
  nav: 'top',
  ...frameParts.template7,
}

export default variant
