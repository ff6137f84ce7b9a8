import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template9.css'

const variant: LayoutVariant = {
  name: 'template9',
  header: 'bar',
  nav: 'side',
  ...frameParts.template9,
}

export default variant
