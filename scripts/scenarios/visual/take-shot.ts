import type { Page } from '@playwright/test'
import { pageQuiet } from '../steps/requests-in-flight.ts'

// Volatile things a screenshot must not see: the caret, scrollbars, and transitions caught half-way.
const stillStyle = `*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}
::-webkit-scrollbar{display:none}html{scrollbar-width:none}`

/** Nothing in flight, every image on screen decoded, the fonts ready. */
async function settled(page: Page): Promise<void> {
  await pageQuiet(page)
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

/**
 * A screenshot of the viewport once the page holds still: no request in flight and no change to
 * the DOM for a while, then shots until
 * two in a row are identical (as Playwright's toHaveScreenshot does), so that a late image or
 * layout shift is waited out rather than photographed.
 *
 * A first shot identical to `baseline`, byte for byte, is returned at once: a page caught half-way
 * would not match the baseline exactly, so a second shot could only confirm it, at the price of
 * a whole page's screenshot.
 */
export async function stillShot(page: Page, baseline?: Buffer, attempts = 4): Promise<Buffer> {
  await settled(page)
  const shoot = () =>
    page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      style: stillStyle,
      timeout: 10_000,
    })
  let previous = await shoot()
  if (baseline?.equals(previous)) return previous
  for (let i = 1; i < attempts; i++) {
    const next = await shoot()
    if (next.equals(previous)) return next
    await settled(page)
    previous = await shoot()
  }
  return previous
}
