import { expect } from '@playwright/test'
import { localePath, pathPattern } from '../site-urls.ts'
import type { Scenario } from '../scenario.ts'
import { dialogOpened, pageSettled } from './page-events.ts'
import { readTimeline } from './timeline.ts'

/** The spec's 1000 ms: a modal may not open before it, and a loaded machine may add some delay after it. */
export const modalDelayTolerance = { earlyMs: 100, lateMs: 1500 }

/**
 * The template's rule for a guest (spec section 2): /login, or / with the login or sign-in modal
 * opening 1000 ms after the redirect. Needs {@link recordTimeline} before the page was opened.
 */
export async function expectGuestSentAway(s: Scenario): Promise<void> {
  const rule = s.guestRule
  await s.page.waitForURL(pathPattern(s.cell.locale, rule.path))
  await pageSettled(s)
  if (rule.kind === 'login-page') {
    await expect(s.page.getByRole('main').getByRole('tabpanel')).toBeVisible()
    return
  }
  await dialogOpened(s, rule.delayMs + modalDelayTolerance.lateMs + 2_000)
  const modalName = s.text(rule.modal === 'login' ? 'login' : 'signIn')
  const modal = s.page.getByRole('dialog', { name: modalName, exact: true })
  await expect(modal).toBeVisible()
  const timeline = await readTimeline(s.page)
  const target = localePath(s.cell.locale, rule.path)
  const redirect = timeline.findLast(
    (e) => e.kind === 'path' && e.value.replace(/\/$/, '') === target.replace(/\/$/, ''),
  )
  const opened = timeline.find((e) => e.kind === 'dialog' && e.value === modalName)
  expect(redirect, `no redirect to ${target} recorded: ${JSON.stringify(timeline)}`).toBeDefined()
  expect(opened, `no ${modalName} dialog recorded: ${JSON.stringify(timeline)}`).toBeDefined()
  const delay = opened!.at - redirect!.at
  expect(delay, `modal opened ${Math.round(delay)} ms after the redirect`).toBeGreaterThanOrEqual(
    rule.delayMs - modalDelayTolerance.earlyMs,
  )
  expect(delay, `modal opened ${Math.round(delay)} ms after the redirect`).toBeLessThanOrEqual(
    rule.delayMs + modalDelayTolerance.lateMs,
  )
}
