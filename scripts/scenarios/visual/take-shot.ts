import type { Page } from '@playwright/test'
import { captureViewport } from '../page-capture.ts'
import { pageQuiet, type QuietOptions } from '../steps/requests-in-flight.ts'

// Volatile things a screenshot must not see: the caret, scrollbars, and transitions caught half-way.
const stillStyle = `*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}
::-webkit-scrollbar{display:none}html{scrollbar-width:none}`

/** A visual shot: a lossless PNG of the viewport, taken within 10 s. */
const shoot = (page: Page) => captureViewport(page, { format: 'png' }, 10_000)

/**
 * Holds the page still for its shots: the style above, added once to the document and left there
 * (a shot that adds and removes it, as Playwright's own does, makes the page restyle and repaint
 * around every shot, and the rounded corners then come out a few pixels different from one shot
 * to the next).
 */
async function holdStill(page: Page): Promise<void> {
  await page.evaluate((css) => {
    if (document.getElementById('scenario-still')) return
    const style = document.createElement('style')
    style.id = 'scenario-still'
    style.textContent = css
    document.head.append(style)
  }, stillStyle)
}

/** Nothing in flight, every image on screen decoded, the fonts ready. */
async function settled(page: Page, quiet: QuietOptions = {}): Promise<void> {
  await pageQuiet(page, quiet)
  const ready = await page.waitForFunction(
    () => {
      // A lazy image off screen (below, or to the side in a carousel) never loads, and is not in the shot.
      const onScreen = (r: DOMRect) =>
        r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth
      const images = [...document.images].filter(
        (image) => image.checkVisibility() && onScreen(image.getBoundingClientRect()),
      )
      return images.every((image) => image.complete) && document.fonts.status === 'loaded'
    },
    null,
    { polling: 'raf', timeout: 10_000 },
  )
  await ready.dispose()
}

export interface StillShotOptions {
  /** A shot identical to it, byte for byte, is returned at once. */
  baseline?: Buffer | undefined
  /**
   * The window was just resized: the page's answer to it (a media query's listener, a part
   * loaded for the new width) has yet to run, so the calm is counted from now.
   */
  resized?: boolean
}

/**
 * A screenshot of the viewport once the page holds still: no request in flight and no change to
 * the DOM for a while, then shots until two in a row are identical (as Playwright's
 * toHaveScreenshot does), so that a late image or layout shift is waited out rather than
 * photographed.
 *
 * A first shot identical to `baseline`, byte for byte, is returned at once: a page caught half-way
 * would not match the baseline exactly, so a second shot could only confirm it, at the price of
 * a whole page's screenshot.
 */
export async function stillShot(
  page: Page,
  { baseline, resized = false }: StillShotOptions = {},
  attempts = 4,
): Promise<Buffer> {
  await holdStill(page)
  await settled(page, { fromNow: resized })
  let previous = await shoot(page)
  if (baseline?.equals(previous)) return previous
  for (let i = 1; i < attempts; i++) {
    const next = await shoot(page)
    if (next.equals(previous)) return next
    await settled(page)
    previous = await shoot(page)
  }
  return previous
}
