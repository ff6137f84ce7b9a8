import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { axeFindings } from './support/axe.ts'

// A page with known faults: an image with no text, a button with no name (both critical) and
// grey on white (serious), and a region without a heading (moderate, not serious).
const faulty = `<!doctype html><html lang="en"><title>t</title><body>
  <main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button>
  <p style="color:#ccc;background:#fff">faint</p></main>
  <aside class="side"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></aside>
</body></html>`

test('the axe helper finds what AxeBuilder finds, in the page and inside the parts it is given', async ({
  page,
}) => {
  await page.setContent(faulty)
  const builder = (await new AxeBuilder({ page }).analyze()).violations
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .sort()
  expect(builder.length).toBeGreaterThanOrEqual(3)
  expect((await axeFindings(page, { impact: 'any' })).sort()).toEqual(builder)
  expect((await axeFindings(page)).sort()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^image-alt: main > img, .side > img$/),
      expect.stringMatching(/^button-name: /),
      expect.stringMatching(/^color-contrast: /),
    ]),
  )
  const side = (await new AxeBuilder({ page }).include('.side').analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(side).toEqual([expect.stringMatching(/^image-alt: \S+ > img$/)])
  expect(await axeFindings(page, { within: ['.side'] })).toEqual(side)
})

test('a page with a frame is read through AxeBuilder, frame and all', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><title>t</title><body><main><h1>Outer</h1>
    <iframe title="inner" srcdoc="<!doctype html><html lang=en><title>i</title><body><button></button></body></html>"></iframe>
    </main></body></html>`,
  )
  await expect.poll(() => page.frames().length).toBe(2)
  await expect(page.frameLocator('iframe').locator('button')).toHaveCount(1)
  expect(await axeFindings(page)).toEqual([expect.stringMatching(/^button-name: iframe button$/)])
})
