import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template1.css'

const variant: LayoutVariant = {
  name: 'template1',
  header: 'stacked',
  nav: 'top',
  ...frameParts.template1,
}

export default variant
