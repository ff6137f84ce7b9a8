import { lazyWithPreload } from '../lib/lazy-with-preload.ts'

/** The right column, in its own chunk: started with the layout when a wide screen will show it. */
export const LayoutRail = lazyWithPreload(() => import('./layout-rail.tsx'))
