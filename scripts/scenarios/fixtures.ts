import { createControlClient, type ControlClient } from '@playfront/mock-server/control-client'
import { test as base, type Browser, type Page } from '@playwright/test'
import {
  KeptPage,
  newCheckContext,
  pageKindOf,
  type KeptKind,
  type PageKind,
} from './check-pages.ts'
import { mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { guestRules } from './matrix.ts'
import { message } from './messages.ts'
import { runOptions } from './run-options.ts'
import type { Scenario } from './scenario.ts'
import { startWorkerSite, type WorkerSite } from './worker-site.ts'
import { tenantDomain, tenantUrl } from './site-urls.ts'
import { breakCell, prepareTenant } from './cell-setup.ts'
import { cellOf } from './cell-annotation.ts'
import { CheckTiming, timingAttachment } from './check-timing.ts'
import { captureViewport } from './page-capture.ts'
import { watchSiteFiles } from './site-files.ts'
import { announcementAlreadySeen } from './steps/announcement-seen.ts'
import { countCheckCpu, cpuAttachment } from './cpu/check-cpu.ts'

const options = runOptions()
export const shotsDir = resolve(options.outDir, 'shots')
export const harDir = resolve(options.outDir, 'har')

/** The cell's picture in the report: a fast-encoded JPEG, bounded by 5 s, after which the cell has none. */
async function evidenceShot(page: Page, file: string): Promise<void> {
  await writeFile(file, await captureViewport(page, { format: 'jpeg', quality: 60 }, 5_000))
}

/**
 * Each Playwright worker owns a site and a mock (the mock is stateful, so workers never share
 * one); every cell starts from the seed in an emptied page (check-pages.ts) and leaves a screenshot.
 */
type WorkerFixtures = {
  site: WorkerSite
  mock: ControlClient
  keptPages: Map<KeptKind, Promise<KeptPage>>
}

/** The page a check runs in: a context of its own (closed after it), or an emptied kept one. */
async function pageFor(
  kind: PageKind,
  browser: Browser,
  kept: WorkerFixtures['keptPages'],
): Promise<{ page: Page; release(): Promise<void> }> {
  if (kind === 'own') {
    const context = await newCheckContext(browser)
    return { page: await context.newPage(), release: () => context.close() }
  }
  let opening = kept.get(kind)
  if (!opening) kept.set(kind, (opening = KeptPage.open(browser, kind)))
  const page = await opening
  await page.empty()
  return { page: page.page, release: async () => undefined }
}

export const test = base.extend<{ scenario: Scenario }, WorkerFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  site: [async ({}, use) => startWorkerSite(options, use), { scope: 'worker', timeout: 60_000 }],
  mock: [
    async ({ site }, use) => use(createControlClient({ baseUrl: site.origin })),
    { scope: 'worker' },
  ],
  keptPages: [
    // Depends on the browser so that its pages close before it does.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    async ({ browser }, use) => {
      const kept: WorkerFixtures['keptPages'] = new Map()
      await use(kept)
      for (const page of kept.values()) await (await page).close()
    },
    { scope: 'worker' },
  ],
  scenario: async ({ browser, keptPages, mock, site }, use, testInfo) => {
    const cpu = countCheckCpu()
    const timing = new CheckTiming()
    const cell = cellOf(testInfo.annotations)
    const { page, release } = await pageFor(
      pageKindOf(cell.flow, testInfo.retry),
      browser,
      keptPages,
    )
    // Another backend is as it is: no reset, no tenant set-up, nothing to break.
    if (!options.backend) await mock.reset()
    // So that a failed cell's HAR holds only its own calls; a site without a journal still runs.
    await mock.clearRequests().catch(() => undefined)
    if (!options.backend) await prepareTenant(mock, cell)
    else await announcementAlreadySeen(page.context())
    if (options.breaks.includes(cell.flow)) await breakCell(mock)
    timing.lap('mock')
    const domain = tenantDomain(cell.template, options.backend?.domain)
    const siteFiles = watchSiteFiles(page)
    await use({
      cell,
      page,
      mock,
      player: options.player,
      domain,
      guestRule: guestRules[cell.template],
      url: (path, locale = cell.locale) => tenantUrl(site.origin, domain, locale, path),
      text: (key, values, locale = cell.locale) => message(locale, key, values),
    })
    timing.lap('flow')
    siteFiles.stop()
    mkdirSync(shotsDir, { recursive: true })
    await evidenceShot(page, resolve(shotsDir, `${cell.id}.jpg`)).catch(() => undefined)
    if (testInfo.status !== testInfo.expectedStatus) {
      mkdirSync(harDir, { recursive: true })
      await mock
        .requestsHar()
        .then((har) => writeFile(resolve(harDir, `${cell.id}.har`), JSON.stringify(har)))
        .catch(() => undefined)
    }
    timing.lap('screenshot')
    await release()
    await testInfo.attach(timingAttachment, {
      body: timing.json(),
      contentType: 'application/json',
    })
    const spent = cpu()
    if (spent)
      await testInfo.attach(cpuAttachment, {
        body: JSON.stringify(spent),
        contentType: 'application/json',
      })
    // Red even when the flow's assertions held (the page may recover by reloading itself); when
    // they did not, this is likely why.
    const broken = siteFiles.failures()
    if (broken.length) throw new Error(`The site's own files failed to load: ${broken.join(', ')}`)
  },
})
