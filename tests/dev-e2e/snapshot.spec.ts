import { spawn } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { createMockBackend } from '@playfront/mock-server/backend'
import { setupMockServer } from '@playfront/mock-server/node'
import { largeState } from '@playfront/mock-server/testing/large-state'
import { answersFrom, comparedCalls, sendFromPage, sendTo } from './support/answers.ts'
import { sessionToken } from '../e2e/support/site.ts'
import { depositApproved, expect, loginDev, openDev, openPanel, test } from './support/dev-site.ts'

const tenant = 'casino3'
const domain = `${tenant}.localhost`
const mockMain = fileURLToPath(new URL('../../mock-server/src/server/main.ts', import.meta.url))

/** A world worth comparing: a session, a deposit, a colour, a scenario and a moved clock; saved by the panel's button. */
async function worldSavedFromPanel(page: Page, path: string) {
  await loginDev(page, tenant)
  await depositApproved(page, tenant, 300)
  const panel = await openPanel(page)
  await panel.getByRole('combobox', { name: 'Colour' }).selectOption('jade')
  await panel.getByRole('spinbutton', { name: 'Latency (ms)' }).fill('5')
  await panel.getByRole('button', { name: 'Slow this call down' }).click()
  await panel.getByRole('spinbutton', { name: 'Move the clock by (minutes)' }).fill('5')
  await panel.getByRole('button', { name: 'Move the clock' }).click()
  await expect(
    panel.getByRole('region', { name: 'Active scenarios' }).getByRole('listitem'),
  ).toHaveCount(1)
  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Save the state to a file' }).click()
  await (await download).saveAs(path)
  const calls = comparedCalls(domain, await sessionToken(page))
  const inPage = await answersFrom(sendFromPage(page), calls)
  // The answers carry what was changed, so equal answers elsewhere mean the changes travelled.
  expect(inPage).toMatchObject([
    { site: { theme_color: 'jade' } },
    { statusCode: 1 },
    { statusCode: 1 },
    { scenarios: [{ name: 'latency', ms: 5 }] },
    { offset_ms: 5 * 60_000 },
  ])
  return { calls, inPage }
}

test('a state saved from the panel loads into `pnpm mock`, which gives the same answers', async ({
  page,
}, info) => {
  const file = info.outputPath('mock-state.json')
  const { calls, inPage } = await worldSavedFromPanel(page, file)

  // Port 0: the mock takes a free port and names it in its first line.
  const mock = spawn(process.execPath, [mockMain, '--state', file], {
    env: { ...process.env, PORT: '0' },
    stdio: 'pipe',
  })
  try {
    let errors = ''
    mock.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    const mockUrl = await new Promise<string>((resolve, reject) => {
      mock.stdout.on('data', (chunk: Buffer) => {
        const started = /Playfront mock backend on (\S+)/.exec(chunk.toString())
        if (started) resolve(started[1]!)
      })
      mock.once('exit', (code) => reject(new Error(`pnpm mock exited with ${code}: ${errors}`)))
    })
    expect(await answersFrom(sendTo(mockUrl), calls)).toEqual(inPage)
  } finally {
    mock.kill('SIGTERM')
  }
})

test('a state saved from the panel loads into setupMockServer(), which gives the same answers', async ({
  page,
}, info) => {
  const file = info.outputPath('mock-state.json')
  const { calls, inPage } = await worldSavedFromPanel(page, file)

  const { server, backend } = setupMockServer({
    initialState: JSON.parse(await readFile(file, 'utf8')),
  })
  await backend.ready()
  // Intercept only this test's own requests: msw/node patches the global fetch of this process.
  server.listen({ onUnhandledFrame: 'bypass' })
  try {
    expect(await answersFrom(sendTo('http://snapshot.test'), calls)).toEqual(inPage)
  } finally {
    server.close()
  }
})

test('a state saved in Node loads through the panel and shows at once', async ({ page }, info) => {
  const backend = createMockBackend()
  await backend.ready()
  await backend.tables.tenants.update(domain, (tenant) => void (tenant.site.theme_color = 'lotus'))
  backend.scenarios.push({ name: 'latency', ms: 7 })
  const file = info.outputPath('node-state.json')
  await writeFile(file, JSON.stringify(backend.snapshot()))

  await openDev(page, tenant)
  await expect(page.locator('body')).not.toHaveClass(/color-lotus/)
  const panel = await openPanel(page)
  await panel.getByLabel('Load a state file').setInputFiles(file)
  await expect(page.locator('body')).toHaveClass(/color-lotus/)
  await expect(
    panel.getByRole('region', { name: 'Active scenarios' }).getByRole('listitem'),
  ).toHaveText(['latency ms=7'])
})

test('a world of a long week (27 MB) loads through the panel, and the page keeps it after a reload', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  const state = await largeState({ players: 2_000, ledgerRows: 130_000 })
  const file = info.outputPath('large-state.json')
  await writeFile(file, JSON.stringify(state))
  await openDev(page, tenant)
  const panel = await openPanel(page)
  await panel.getByLabel('Load a state file').setInputFiles(file)
  await expect(panel.getByRole('status')).toHaveText('Done.', { timeout: 60_000 })
  const ledgerRows = () =>
    page.evaluate(async () => {
      const answer = await fetch('/__mock/state')
      return ((await answer.json()) as { ledger: unknown[] }).ledger.length
    })
  expect(await ledgerRows()).toBe(130_000)
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 60_000 })
  expect(await ledgerRows()).toBe(130_000)
})

test('a file that is not JSON is refused with a message, and the world is unchanged', async ({
  page,
}, info) => {
  const file = info.outputPath('broken.json')
  await writeFile(file, '{ not json')
  await openDev(page, tenant)
  const panel = await openPanel(page)
  await panel.getByLabel('Load a state file').setInputFiles(file)
  await expect(panel.getByRole('status')).toHaveText('That file is not JSON.')
  await writeFile(file, JSON.stringify({ version: 1, players: 'nope' }))
  await panel.getByLabel('Load a state file').setInputFiles(file)
  await expect(panel.getByRole('status')).toContainText('Failed: Invalid state')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})
