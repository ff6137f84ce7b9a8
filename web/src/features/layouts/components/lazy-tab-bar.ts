import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts'

/** The phone's bottom tab bar, in its own chunk; started with the layout when the screen will show it. */
export const TabBar = lazyWithPreload(() =>
  import('./tab-bar.tsx').then((module) => ({ default: module.TabBar })),
)
