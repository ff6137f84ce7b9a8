import { expect, test } from '@playwright/test'
import { resetMock } from './support/mock-control.ts'
import { demo, gotoAs } from './support/site.ts'
import { readTimeline, recordTimeline } from '@playfront/scripts/scenarios/steps/timeline'

test.beforeEach(async ({ request }) => resetMock(request))

for (const [tenant, dialogName] of [
  ['slot2', 'Log in'],
  ['slot5', 'Sign in'],
] as const) {
  test(`${tenant} sends a guest home and opens the ${dialogName} modal after a second`, async ({
    page,
  }) => {
    await recordTimeline(page)
    await gotoAs(page, tenant, '/profile?appsflyer_id=af-1')
    await expect(page).toHaveURL(new RegExp(`${tenant}\\.localhost:\\d+/\\?appsflyer_id=af-1$`))
    const dialog = page.getByRole('dialog', { name: dialogName })
    await expect(dialog).toBeVisible({ timeout: 4000 })
    await expect(dialog.getByLabel('Username')).toBeVisible()
    // Timed inside the page, on its own clock: a loaded machine may delay what Playwright sees, not the rule.
    const timeline = await readTimeline(page)
    const arrived = timeline.findLast((e) => e.kind === 'path' && e.value === '/')
    const opened = timeline.find((e) => e.kind === 'dialog' && e.value === dialogName)
    expect(arrived && opened, JSON.stringify(timeline)).toBeTruthy()
    expect(opened!.at - arrived!.at).toBeGreaterThanOrEqual(900)
  })
}

test('casino1 sends a guest to the login page and opens no modal over it', async ({ page }) => {
  await page.clock.install()
  await gotoAs(page, 'casino1', '/deposit?appsflyer_id=af-2')
  await expect(page).toHaveURL(/casino1\.localhost:\d+\/login\?appsflyer_id=af-2$/)
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
  // Past the slot templates' one-second modal delay at once, instead of waiting it out; the
  // login round trips that follow outlast the load of a modal's chunk, had one been opened.
  await page.clock.runFor(2_000)
  const form = page.getByRole('tabpanel')
  await form.getByLabel('Username').fill(demo.accountId)
  await form.getByLabel('Password').fill(demo.password)
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
