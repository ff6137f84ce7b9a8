import { createControlClient, type ControlClient } from '@playfront/mock-server/control-client'
import { test as base } from '@playwright/test'
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

const options = runOptions()
export const shotsDir = resolve(options.outDir, 'shots')
export const harDir = resolve(options.outDir, 'har')

/**
 * Each Playwright worker owns a site and a mock (the mock is stateful, so workers never share
 * one); every cell starts from the seed in a fresh browser context and leaves a screenshot.
 */
export const test = base.extend<{ scenario: Scenario }, { site: WorkerSite; mock: ControlClient }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  site: [async ({}, use) => startWorkerSite(options, use), { scope: 'worker', timeout: 60_000 }],
  mock: [
    async ({ site }, use) => use(createControlClient({ baseUrl: site.origin })),
    { scope: 'worker' },
  ],
  scenario: async ({ page, mock, site }, use, testInfo) => {
    const timing = new CheckTiming()
    const cell = cellOf(testInfo.annotations)
    await mock.reset()
    // So that a failed cell's HAR holds only its own calls; a site without a journal still runs.
    await mock.clearRequests().catch(() => undefined)
    await prepareTenant(mock, cell)
    if (options.breaks.includes(cell.flow)) await breakCell(mock)
    timing.lap('mock')
    await use({
      cell,
      page,
      mock,
      domain: tenantDomain(cell.template),
      guestRule: guestRules[cell.template],
      url: (path, locale = cell.locale) => tenantUrl(site.origin, cell.template, locale, path),
      text: (key, values, locale = cell.locale) => message(locale, key, values),
    })
    timing.lap('flow')
    mkdirSync(shotsDir, { recursive: true })
    await page
      .screenshot({
        path: resolve(shotsDir, `${cell.id}.jpg`),
        type: 'jpeg',
        quality: 60,
        timeout: 5_000,
      })
      .catch(() => undefined)
    if (testInfo.status !== testInfo.expectedStatus) {
      mkdirSync(harDir, { recursive: true })
      await mock
        .requestsHar()
        .then((har) => writeFile(resolve(harDir, `${cell.id}.har`), JSON.stringify(har)))
        .catch(() => undefined)
    }
    timing.lap('screenshot')
    await testInfo.attach(timingAttachment, {
      body: timing.json(),
      contentType: 'application/json',
    })
  },
})
