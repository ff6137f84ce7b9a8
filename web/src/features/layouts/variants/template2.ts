import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template2.css'

const variant: LayoutVariant = {
  name: 'template2',
  header: 'bar',
  nav: 'side',
  ...frameParts.template2,
}

export default variant
