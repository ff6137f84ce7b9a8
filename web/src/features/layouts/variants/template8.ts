import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template8.css'

const variant: LayoutVariant = {
  name: 'template8',
  header: 'bar',
  nav: 'top',
  ...frameParts.template8,
}

export default variant
