import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, ensureHeadlessShell } from '../../browser/chromium.ts'
import { renderReportPage } from './html-page.ts'
import { testCell, testGrid } from './test-grids.ts'

/*
 * QA watches a long run's live page for its failures: the page reloads itself every few seconds,
 * and "show only rows with a failure", once ticked, must stay ticked across those reloads.
 */
let browser: Browser
let folder: string

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'live-page-'))
  browser = await chromium.launch({ executablePath: ensureHeadlessShell(), args: chromiumArgs })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  rmSync(folder, { recursive: true, force: true })
})

describe("the live page's filter", () => {
  it('stays on across the reloads, in this tab only, with the passing rows hidden', async () => {
    const grid = testGrid([
      testCell('casino1.en.startup'),
      testCell('slot2.en.startup', 'failed', { error: 'expected the lobby' }),
    ])
    const file = join(folder, 'index.html')
    writeFileSync(file, renderReportPage(grid, undefined, undefined, { total: 10 }))
    const url = pathToFileURL(file).href
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(url)
    const box = page.getByRole('checkbox', { name: 'show only rows with a failure' })
    const passingRow = page.getByRole('rowheader', { name: /casino1/ })
    const failingRow = page.getByRole('rowheader', { name: /slot2/ })
    await expect.poll(() => passingRow.isVisible()).toBe(true)

    await box.check()
    await expect.poll(() => passingRow.isVisible()).toBe(false)
    // what the page's meta refresh does, without waiting for it
    await page.reload()
    expect(await box.isChecked()).toBe(true)
    expect(await passingRow.isVisible()).toBe(false)
    expect(await failingRow.isVisible()).toBe(true)

    await box.uncheck()
    await page.reload()
    expect(await box.isChecked()).toBe(false)
    expect(await passingRow.isVisible()).toBe(true)

    // another tab starts with every row, whatever the first one chose
    await box.check()
    const other = await context.newPage()
    await other.goto(url)
    const otherBox = other.getByRole('checkbox', { name: 'show only rows with a failure' })
    expect(await otherBox.isChecked()).toBe(false)
    await context.close()
  }, 60_000)
})
