import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './template15.css'

const variant: LayoutVariant = {
  name: 'template15',
  header: 'bar',
  nav: 'side',
  ...frameParts.template15,
}

export default variant
