import { expect, test, type Page } from '@playwright/test'
import {
  noRequestInFlight,
  trackRequests,
} from '@playfront/scripts/scenarios/steps/requests-in-flight'
import { expectNoSeriousViolations } from './support/axe.ts'
import { mockControl, resetMock } from './support/mock-control.ts'
import { demo, expectReady, gotoAs, openSignedIn } from './support/site.ts'

const day = 24 * 60 * 60 * 1000

test.beforeEach(async ({ request }) => resetMock(request))

async function open(page: Page, tenant: string, path: string) {
  await gotoAs(page, tenant, path)
  await expectReady(page)
}

const dailyDeposit = (page: Page) => page.getByRole('region', { name: 'Daily deposit limit' })

async function setDailyDeposit(page: Page, amount: string) {
  const row = dailyDeposit(page)
  await row.getByRole('textbox', { name: 'New amount: Daily deposit limit' }).fill(amount)
  await row.getByRole('button', { name: 'Set Daily deposit limit' }).click()
}

async function deposit(page: Page, amount: string) {
  await page.getByRole('list', { name: 'Payment channels' }).getByRole('button').first().click()
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Confirm deposit' }).click()
}

test('a daily deposit limit refuses the deposit that would pass it, and a raise waits a day and a confirmation', async ({
  page,
  request,
}) => {
  const tenant = 'casino1'
  await openSignedIn(page, tenant, '/responsible-gaming')
  await expectReady(page)
  await setDailyDeposit(page, '1000')
  await expect(dailyDeposit(page).getByText('Done: the limit applies now.')).toBeVisible()

  await open(page, tenant, '/deposit')
  await expect(page.getByRole('link', { name: 'Set a deposit limit' })).toBeVisible()
  await deposit(page, '800')
  await expect(page.getByRole('heading', { name: 'Deposit pending' })).toBeVisible()
  await open(page, tenant, '/deposit')
  await deposit(page, '300')
  const refusal = page.getByRole('alert').filter({ hasText: 'Daily deposit limit' })
  await expect(refusal).toContainText('This deposit would go over your deposit limit.')
  await expect(refusal).toContainText(
    /Daily deposit limit: \D*1,000\.00\. \D*200\.00 is left until it resets on .*\d{4}/,
  )

  await open(page, tenant, '/responsible-gaming')
  await setDailyDeposit(page, '2000')
  await expect(dailyDeposit(page).getByText(/Waiting change to \D*2,000\.00/)).toBeVisible()
  await expect(dailyDeposit(page).getByRole('button', { name: 'Confirm change' })).toHaveCount(0)

  // A day of the mock clock also outlives the session, so the player logs in again.
  await mockControl(request).setClock({ advance_ms: day + 60_000 })
  await openSignedIn(page, tenant, '/responsible-gaming')
  await expectReady(page)
  await dailyDeposit(page).getByRole('button', { name: 'Confirm change' }).click()
  await expect(dailyDeposit(page).getByText('Done: the limit applies now.')).toBeVisible()
  await expect(dailyDeposit(page).getByText(/Waiting change/)).toHaveCount(0)
  await expect(dailyDeposit(page).getByRole('definition').first()).toHaveText(/^\D*2,000\.00$/)
})

for (const tenant of ['casino1', 'slot2', 'sportsbook1']) {
  test(`a player who excludes themself on ${tenant} is signed out and cannot log in`, async ({
    page,
  }) => {
    await openSignedIn(page, tenant, '/responsible-gaming')
    await expectReady(page)
    await page.getByRole('radio', { name: '6 months' }).check()
    await page.getByRole('button', { name: 'Exclude myself' }).click()
    const confirm = page.getByRole('dialog', { name: 'Exclude yourself?' })
    await expect(confirm).toContainText(/cannot log in for 6 months, until .*\d{4}/)
    await confirm.getByRole('button', { name: 'Yes, exclude me' }).click()
    await expect(page.getByRole('status', { name: 'Balance' })).toHaveCount(0)

    await gotoAs(page, tenant, '/login')
    const form = page.getByRole('tabpanel')
    await form.getByLabel('Username').fill(demo.accountId)
    await form.getByLabel('Password').fill(demo.password)
    await form.getByRole('button', { name: 'Log in' }).click()
    const refused = page.getByRole('dialog', { name: 'Something went wrong' })
    await expect(refused).toContainText('You have excluded yourself from play.')
    await expect(refused).toContainText(/It ends on \w+ \d+, \d{4}/)
    await expect(page.getByRole('status', { name: 'Balance' })).toHaveCount(0)
  })
}

test('the limits and breaks pass axe and work from the keyboard alone', async ({ page }) => {
  const tenant = 'slot2'
  await openSignedIn(page, tenant, '/responsible-gaming')
  await expectReady(page)
  await expect(dailyDeposit(page)).toBeVisible()
  await expectNoSeriousViolations(page)

  await dailyDeposit(page).getByRole('textbox', { name: 'New amount: Daily deposit limit' }).focus()
  await page.keyboard.type('500')
  await page.keyboard.press('Enter')
  await expect(dailyDeposit(page).getByText('Done: the limit applies now.')).toBeVisible()

  await page.getByRole('button', { name: 'Take a time-out' }).focus()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Take a time-out?' })
  await expect(confirm).toBeFocused()
  await expectNoSeriousViolations(page)
  await page.keyboard.press('Escape')
  await expect(confirm).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Take a time-out' })).toBeFocused()
})

test('a session-time limit signs the player out when it falls due, and a raise waits a day and a confirmation', async ({
  page,
  request,
}) => {
  // Three logins and two sign-outs: more than the default test time on a loaded machine.
  test.setTimeout(90_000)
  const tenant = 'casino1'
  const sessionLimit = () => page.getByRole('region', { name: 'Session time limit' })
  const limitReached = () => page.getByRole('dialog', { name: 'Session time limit reached' })
  // Time passes as it does for a player who keeps the site open: a minute at a time on both
  // clocks, the backend's first. The site's once-a-minute check keeps the session alive on the
  // backend (it lapses after 30 quiet minutes) and ends it when the limit falls due; one jump of
  // 31 minutes skipped those checks and raced the lapse. Neither clock moves while a call is on
  // its way: the call's own 15 s limit would fire in the jump ("Cannot reach the server").
  trackRequests(page)
  const timePasses = async (ms: number) => {
    await noRequestInFlight(page)
    await mockControl(request).setClock({ advance_ms: ms })
    await page.clock.fastForward(ms)
    await noRequestInFlight(page)
  }
  const playUntilTheLimit = async () => {
    let minutes = 0
    while (minutes < 40 && !(await limitReached().isVisible())) {
      await timePasses(60_000)
      minutes += 1
    }
    expect(minutes, 'minutes played when the limit ended the session').toBeGreaterThanOrEqual(30)
  }
  const chooseLimit = async (length: string) => {
    await sessionLimit().getByRole('combobox', { name: 'New session time limit' }).selectOption({
      label: length,
    })
    await sessionLimit().getByRole('button', { name: 'Set session time limit' }).click()
  }
  await page.clock.install()
  await openSignedIn(page, tenant, '/responsible-gaming')
  await expectReady(page)
  await chooseLimit('30 minutes')
  await expect(sessionLimit().getByText('Done: the limit applies now.')).toBeVisible()
  await expect(sessionLimit().getByRole('definition').first()).toHaveText('30 minutes')

  await playUntilTheLimit()
  await expect(limitReached()).toContainText(
    'You reached your session limit of 30 minutes; you have been signed out.',
  )
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveCount(0)
  await expectNoSeriousViolations(page)
  await limitReached().getByRole('button', { name: 'OK' }).click()
  await expect(limitReached()).toHaveCount(0)

  await openSignedIn(page, tenant, '/responsible-gaming')
  await expectReady(page)
  await chooseLimit('1 hour')
  await expect(sessionLimit().getByText('Waiting change to 1 hour')).toBeVisible()
  await expect(sessionLimit().getByRole('button', { name: 'Confirm change' })).toHaveCount(0)
  await expectNoSeriousViolations(page)

  // The 30 minutes hold while the raise waits, so they end this session too; the raise can be
  // confirmed once a day has passed.
  await playUntilTheLimit()
  await expect(limitReached()).toContainText('30 minutes')
  await limitReached().getByRole('button', { name: 'OK' }).click()
  await timePasses(day)
  await openSignedIn(page, tenant, '/responsible-gaming')
  await expectReady(page)
  await sessionLimit().getByRole('button', { name: 'Confirm change' }).click()
  await expect(sessionLimit().getByText('Done: the limit applies now.')).toBeVisible()
  await expect(sessionLimit().getByRole('definition').first()).toHaveText('1 hour')
})

// The site asks for the session summary once a minute of the browser's time; the browser clock
// runs that minute at once, while the mock clock says how long the player has really played.
async function nextSummary(page: Page) {
  const answered = page.waitForResponse((answer) =>
    answer.url().endsWith('/api/safer_play/session_summary'),
  )
  await page.clock.fastForward('01:01')
  await answered
}

test('a reality check shows time and result; Continue keeps playing, Stop logs out', async ({
  page,
  request,
}) => {
  const tenant = 'casino1'
  const minute = 60_000
  await page.clock.install()
  await openSignedIn(page, tenant, '/responsible-gaming')
  await expectReady(page)
  await page.getByRole('combobox', { name: 'Remind me every' }).selectOption('15 minutes')
  await expect(page.getByText('Saved.')).toBeVisible()
  await nextSummary(page)
  await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0)

  await mockControl(request).setClock({ advance_ms: 16 * minute })
  await nextSummary(page)
  const check = page.getByRole('dialog', { name: 'Reality check' })
  await expect(check).toContainText('You have played for 16 minutes.')
  await expect(check).toContainText(/In this session you are (up|down) \D*\d+\.\d\d\./)
  await expectNoSeriousViolations(page)
  await check.getByRole('button', { name: 'Continue playing' }).click()
  await expect(check).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible()

  // Playing keeps the session alive, so the next check falls due 15 minutes later.
  await mockControl(request).setClock({ advance_ms: 13 * minute })
  await nextSummary(page)
  await expect(check).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible()
  await mockControl(request).setClock({ advance_ms: 2 * minute })
  await nextSummary(page)
  await expect(check).toContainText('You have played for 31 minutes.')
  await check.getByRole('button', { name: 'Stop and log out' }).click()
  await expect(check).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible()
})
