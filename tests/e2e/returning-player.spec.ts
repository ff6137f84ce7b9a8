import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { startLocalSite, type LocalSite } from '@playfront/web/local-site'
import { resetMock } from './support/mock-control.ts'
import { gotoAs, login } from './support/site.ts'

// The service worker is what these specs are about: the other specs leave it out.
test.use({ serviceWorkers: 'allow' })
test.beforeEach(async ({ request }) => resetMock(request))

/** The page is under the site's service worker: it installed, activated and took the page. */
async function underTheWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  })
}

const buildIdOf = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('site-boot')?.textContent ?? '{}') as {
          buildId?: string
        }
      ).buildId,
  )

for (const tenant of ['casino1', 'slot2', 'sportsbook1']) {
  test(`${tenant}: Chromium finds nothing missing to install the site`, async ({
    page,
    context,
  }) => {
    await gotoAs(page, tenant, '/')
    await underTheWorker(page)
    const cdp = await context.newCDPSession(page)
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] })
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })

  test('Chromium’s install offer joins the download bar without moving the page', async ({
    page,
  }) => {
    await gotoAs(page, 'casino1')
    const bar = page.getByRole('complementary', { name: 'Get the app' })
    await expect(bar.getByRole('link', { name: 'iOS' })).toBeVisible()
    const drawn = await bar.boundingBox()
    const main = await page.getByRole('main').boundingBox()
    // What Chromium dispatches once the site is installable, with what the bar calls on it.
    await page.evaluate(() =>
      dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      ),
    )
    await expect(bar.getByRole('button', { name: 'Add to home screen' })).toBeVisible()
    // Only Chromium makes the offer, never on an iPhone: it takes the App Store link's place.
    await expect(bar.getByRole('link', { name: 'iOS' })).toHaveCount(0)
    expect(await bar.boundingBox()).toEqual(drawn)
    expect(await page.getByRole('main').boundingBox()).toEqual(main)
  })
})

test('offline, a reload shows the offline page in the tenant’s language', async ({
  page,
  context,
}) => {
  await gotoAs(page, 'slot2', '/zh/slots')
  await underTheWorker(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: '您已离线' })).toBeVisible()
  await expect(page.getByRole('link', { name: '重试' })).toBeVisible()
  await expect(page).toHaveTitle('您已离线 | Jackpot Street')
  await context.setOffline(false)
})

test('offline, a page read before under the worker comes back as it was last drawn', async ({
  page,
  context,
}) => {
  await gotoAs(page, 'casino1', '/fil/slots')
  await underTheWorker(page)
  // Read once more under the worker: it keeps the copy.
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible()
  await expect(page.getByRole('list', { name: /Slots/ }).getByRole('link').first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('offline-copy.png') })
  await context.setOffline(false)
})

test('the worker keeps no player call and no page drawn for a player', async ({ page }) => {
  await login(page, 'casino1')
  await underTheWorker(page)
  await page.getByRole('link', { name: 'Deposit' }).first().click()
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible()
  const kept = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls.map((url) => new URL(url).pathname)
  })
  expect(kept.filter((path) => path.startsWith('/api/') && path !== '/api/startup')).toEqual([])
  expect(kept).not.toContain('/deposit')
})

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

test.describe('a new build deployed under an open page', () => {
  const repo = fileURLToPath(new URL('../..', import.meta.url))
  const work = mkdtempSync(join(tmpdir(), 'deploy-'))
  const newBuildId = `next${Date.now().toString(36)}`
  let site: LocalSite | undefined

  test.beforeAll(() => {
    // The next build, as a deploy brings it: every chunk that imports the build id is renamed.
    execFileSync(process.execPath, ['web/scripts/build.ts', '--out', join(work, 'dist')], {
      cwd: repo,
      env: { ...process.env, PLAYFRONT_BUILD_ID: newBuildId },
      stdio: 'ignore',
    })
  })
  test.afterAll(async () => {
    await site?.close()
    rmSync(work, { recursive: true, force: true })
  })

  test('the page keeps working, and its next navigation runs the new build', async ({ page }) => {
    test.setTimeout(120_000)
    const port = await freePort()
    site = await startLocalSite({ port })
    // The page looks for a newer build once it is idle: here, before the deploy.
    const buildChecked = page.waitForResponse((answer) =>
      answer.url().includes('/builds/latest.json'),
    )
    await page.goto(`http://casino1.localhost:${port}/`)
    await underTheWorker(page)
    await buildChecked
    const oldBuildId = await buildIdOf(page)
    await site.close()
    site = await startLocalSite({
      port,
      distDir: join(work, 'dist'),
      serverDir: join(work, 'dist-server'),
    })
    // The lobby's chunk of the old build is gone from the server: the worker still has it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Slots' })
      .click()
    await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Slots games' }).getByRole('link').first(),
    ).toBeVisible()
    expect(await buildIdOf(page)).toBe(oldBuildId)
    // The browser looks for a newer worker (as it does after navigations): the new build's waits.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    await expect
      .poll(
        () =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
          ),
        { timeout: 60_000 },
      )
      .toBe('installed')
    expect(await buildIdOf(page)).toBe(oldBuildId)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Live casino' })
      .click()
    // The reload that runs it: read between the navigations, the page's boot block names it.
    await expect.poll(() => buildIdOf(page).catch(() => null), { timeout: 30_000 }).toBe(newBuildId)
    await expect(page.getByRole('heading', { name: 'Live casino' })).toBeVisible()
  })
})
