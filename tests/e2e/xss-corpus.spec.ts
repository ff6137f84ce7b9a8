import { expect, test, type Page } from '@playwright/test'
import type { MockState } from '@playfront/mock-server/db/database'
import { mockControl, resetMock } from './support/mock-control.ts'
import { expectReady, gotoAs, login } from './support/site.ts'
import { hostileUrls, loadCorpus, scriptUrl } from './support/xss-corpus.ts'

const tenant = 'casino1'
// The pages that show backend URLs: logos and menus everywhere, the SEO head and banners on the
// home page, game images in a lobby, promotions, news, app links, social accounts.
const pages = ['/', '/slots', '/promotions', '/news', '/download', '/contact-us', '/login']

async function scriptUrlsInDom(page: Page): Promise<string[]> {
  const pattern = scriptUrl.source
  return page.evaluate((source) => {
    const script = new RegExp(source)
    const found: string[] = []
    for (const element of document.querySelectorAll('*'))
      for (const attribute of element.attributes) {
        // As the browser reads a URL: blanks and control characters (all below a space) left out.
        const read = [...attribute.value]
          .filter((c) => c > ' ')
          .join('')
          .toLowerCase()
        if (script.test(read))
          found.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`)
      }
    return found
  }, pattern)
}

test.beforeEach(async ({ request }) => {
  await resetMock(request)
  const mock = mockControl(request)
  const state = (await mock.state()) as MockState
  expect(loadCorpus(state)).toBeGreaterThan(hostileUrls.length * 3)
  await mock.loadState(state)
})
test.afterEach(({ request }) => resetMock(request))

test('with a hostile URL in every URL field of the backend, no script URL reaches the DOM and none runs', async ({
  page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  for (const path of pages) {
    await gotoAs(page, tenant, path)
    await expectReady(page)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await scriptUrlsInDom(page), path).toEqual([])
  }
  await login(page, tenant)
  await gotoAs(page, tenant, '/profile')
  await expectReady(page)
  expect(await scriptUrlsInDom(page), '/profile').toEqual([])
  expect(dialogs).toEqual([])
})
