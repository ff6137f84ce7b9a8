import { frameParts } from '../frame-parts.ts'
import type { LayoutVariant } from '../layout-variant.ts'
import './default.css'

const variant: LayoutVariant = { name: 'default', header: 'bar', nav: 'top', ...frameParts.default }

export default variant
