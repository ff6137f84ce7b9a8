import type { LayoutName } from './template-layout.ts'

/** A layout is data: the shell reads these tokens; CSS gives each combination its look. */
export type LayoutVariant = {
  name: LayoutName
  header: 'bar' | 'centered' | 'split'
  nav: 'top' | 'side' | 'bottom'
  density: 'roomy' | 'compact'
  corners: 'round' | 'square'
}
