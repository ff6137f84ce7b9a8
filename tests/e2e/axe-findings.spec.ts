import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { axeFindings, findingLines } from './support/axe.ts'

// A page with known faults: two images with no text and a button with no name (critical), grey
// on white (serious), and no level-one heading (moderate, not serious).
const faulty = `<!doctype html><html lang="en"><title>t</title><body>
  <main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button>
  <p style="color:#ccc;background:#fff">faint</p></main>
  <aside class="side"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></aside>
</body></html>`

test('the axe helper finds what AxeBuilder finds, in the page and inside the parts it is given', async ({
  page,
}) => {
  await page.setContent(faulty)
  const builder = findingLines((await new AxeBuilder({ page }).analyze()).violations).sort()
  expect(builder).toEqual([
    expect.stringMatching(/^button-name: /),
    expect.stringMatching(/^color-contrast: /),
    expect.stringMatching(/^image-alt: main > img, \S+ > img$/),
    expect.stringMatching(/^page-has-heading-one: /),
  ])
  expect((await axeFindings(page, { impact: 'any' })).sort()).toEqual(builder)
  expect((await axeFindings(page)).sort()).toEqual(
    builder.filter((line) => !line.startsWith('page-has-heading-one')),
  )
  const side = findingLines((await new AxeBuilder({ page }).include('.side').analyze()).violations)
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
