import type { components } from '@playfront/contract/schema'
import { expect, type Locator } from '@playwright/test'
import { breakEndDate } from '../../../web/src/features/errors/utils/break-end-date.ts'
import { breakEnd } from '../../../web/src/features/safer-play/utils/break-end.ts'
import type { Scenario } from '../scenario.ts'
import { errorDialog, headerBalance, openLoginPage, submitPassword } from './login.ts'
import { answerOf, painted } from './page-events.ts'
import { openInApp } from './site-ready.ts'

type PlayBreak = components['schemas']['PlayBreak']
type BreakType = PlayBreak['type']
type Failure = components['schemas']['ProvisionalFailure']

/** The responsible gaming page of a logged-in player, with the limits and breaks loaded. */
export async function openResponsibleGaming(s: Scenario): Promise<void> {
  await openInApp(s, '/responsible-gaming')
  await expect(
    s.page.getByRole('heading', { name: s.text('ui-screens:saferPlay.limitsTitle') }),
  ).toBeVisible({ timeout: 10_000 })
}

/** The row of one limit on /responsible-gaming, e.g. 'deposit.daily'. */
export function limitRow(s: Scenario, limit: string): Locator {
  return s.page.getByRole('region', { name: s.text(`ui-screens:saferPlay.limitName.${limit}`) })
}

/** Sets a limit in its row and waits until the page says it applies now. */
export async function setLimit(s: Scenario, limit: string, amount: string): Promise<void> {
  const row = limitRow(s, limit)
  const name = s.text(`ui-screens:saferPlay.limitName.${limit}`)
  await row
    .getByRole('textbox', { name: s.text('ui-screens:saferPlay.newAmount', { name }) })
    .fill(amount)
  await row.getByRole('button', { name: s.text('ui-screens:saferPlay.setLimit', { name }) }).click()
  await expect(row.getByRole('status')).toHaveText(s.text('ui-screens:saferPlay.appliesNow'), {
    timeout: 10_000,
  })
}

/**
 * Takes a break on /responsible-gaming through its confirmation, which names the length, and
 * resolves with the break as the backend started it once the player is signed out.
 */
export async function takeBreak(
  s: Scenario,
  type: BreakType,
  duration: PlayBreak['duration'],
): Promise<PlayBreak> {
  await openResponsibleGaming(s)
  const length = s.text(`ui-screens:saferPlay.break.duration.${duration}`)
  await s.page.getByRole('radio', { name: length, exact: true }).check()
  await s.page
    .getByRole('button', { name: s.text(`ui-screens:saferPlay.break.${type}.start`) })
    .click()
  const confirm = s.page.getByRole('dialog', {
    name: s.text(`ui-screens:saferPlay.break.${type}.confirmTitle`),
  })
  await expect(confirm).toContainText(s.text('ui-screens:saferPlay.break.noEarlyEnd'))
  const [before, after] = s
    .text(`ui-screens:saferPlay.break.${type}.confirmText`, { length, date: '\u0000' })
    .split('\u0000')
  await expect(confirm).toContainText(before!)
  await expect(confirm).toContainText(after!)
  const taken = answerOf(s, '/api/safer_play/take_break')
  await confirm
    .getByRole('button', { name: s.text(`ui-screens:saferPlay.break.${type}.confirm`) })
    .click()
  const answer = (await (await taken).json()) as { statusCode: number; value: PlayBreak }
  expect(answer.statusCode, 'the break was taken').toBe(1)
  const { started_date, until_date } = answer.value
  expect(until_date, 'the break lasts what the player chose').toBe(
    breakEnd(duration, new Date(started_date)).toISOString(),
  )
  await painted(s)
  await expect(headerBalance(s)).toHaveCount(0, { timeout: 10_000 })
  return answer.value
}

const refusalOf: Record<BreakType, string> = { timeout: 'timedOut', self_exclusion: 'selfExcluded' }

/**
 * The player on a break tries to log in: the backend refuses with the break's end, and the
 * error dialog gives the translated reason and that end as a date in the page's language.
 */
export async function expectLoginRefusedUntil(s: Scenario, taken: PlayBreak): Promise<void> {
  // A new visit: the break sent the player where the template sends guests, which on some
  // templates opens a login modal a second after arriving; a move inside the site would race it.
  const form = await openLoginPage(s)
  const answered = answerOf(s, '/api/auth/login')
  await submitPassword(s, form)
  const answer = (await (await answered).json()) as Failure
  const reason = refusalOf[taken.type]
  expect(answer.statusMessage).toBe(reason)
  expect(Date.parse(answer.statusDetail ?? '')).toBe(Date.parse(taken.until_date))
  await painted(s)
  const dialog = errorDialog(s)
  await expect(dialog).toContainText(s.text(`errors:${reason}`), { timeout: 10_000 })
  const date = breakEndDate(reason, answer.statusDetail, s.cell.locale)
  await expect(dialog).toContainText(s.text('errors:saferPlay.breakEnds', { date: date! }))
  await expect(headerBalance(s)).toHaveCount(0)
}
