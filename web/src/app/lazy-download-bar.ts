import { lazyWithPreload } from '../lib/lazy-with-preload.ts'

/** The phone's app download bar sits above the header: loaded with the layout so it never pushes the page down. */
export const DownloadBar = lazyWithPreload(() =>
  import('../features/layouts/components/download-bar.tsx').then((module) => ({
    default: module.DownloadBar,
  })),
)
