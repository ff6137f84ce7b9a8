import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template4.css'

const variant: LayoutVariant = {
  name: 'template4',
  header: 'bar',
  nav: 'top',
  ...frameParts.template4,
}

export default variant
