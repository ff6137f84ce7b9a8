import type { JackpotState } from '@playfront/mock-server/control-client'
import { expect, type Locator } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { answerOf, painted } from '../steps/page-events.ts'
import { noRequestInFlight, trackRequests } from '../steps/requests-in-flight.ts'
import { openSite } from '../steps/site-ready.ts'
import { siteFormat } from '../steps/site-format.ts'
import { frozenAt } from '../visual/visual-screens.ts'

const amountOf = async (item: Locator) =>
  Number((await item.locator('.jackpot__amount').textContent())?.replace(/[^\d.]/g, ''))

/**
 * Home shows the tenant's jackpots, named in the page's language, at the backend's amounts in the
 * tenant's currency; they count up as time passes; the minor one is won (through the control API)
 * and within a minute the page shows the win and the amount starting again.
 */
export async function jackpot(s: Scenario): Promise<void> {
  trackRequests(s.page)
  await s.page.clock.install()
  // At the start of a mock-clock minute: the amounts the page is drawn with are the ones read here.
  await s.mock.setClock({ now: frozenAt })
  const { jackpots } = await s.mock.jackpots(s.domain)
  await openSite(s, '/')
  const { money } = await siteFormat(s)
  const board = s.page.getByRole('region', { name: s.text('jackpot.title') })
  const itemOf = (jackpot: JackpotState) =>
    board
      .getByRole('listitem')
      .filter({ has: s.page.getByText(s.text(`jackpot.${jackpot.tier}`), { exact: true }) })
  await expect(board.getByRole('listitem')).toHaveCount(jackpots.length)
  for (const jackpot of jackpots) {
    const item = itemOf(jackpot)
    expect(await amountOf(item), `${jackpot.tier} as the backend said`).toBeGreaterThanOrEqual(
      jackpot.amount,
    )
    await expect(item).toContainText(
      jackpot.last_won
        ? s.text('jackpot.lastWon', { amount: money(jackpot.last_won.amount) })
        : s.text('jackpot.notWonYet'),
    )
  }

  const [grand] = jackpots
  const before = await amountOf(itemOf(grand!))
  await s.page.clock.runFor(5_000)
  await expect.poll(() => amountOf(itemOf(grand!))).toBeGreaterThan(before)

  // Half an hour of play later, the minor jackpot is won: it pays what it has grown to.
  await s.mock.setClock({ advance_ms: 30 * 60_000 })
  const minor = jackpots.find((jackpot) => jackpot.tier === 'minor')!
  const { jackpot: won } = await s.mock.winJackpot(s.domain, minor.jackpot_id)
  await noRequestInFlight(s.page)
  const asked = answerOf(s, '/api/jackpot/list')
  await s.page.clock.fastForward(60_000)
  await asked
  await painted(s)
  await expect(itemOf(minor)).toContainText(
    s.text('jackpot.lastWon', { amount: money(won.last_won!.amount) }),
  )
  expect(await amountOf(itemOf(minor))).toBeLessThan(won.last_won!.amount)
}
