import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { openSignedIn } from '../steps/login.ts'
import { openResponsibleGaming, setLimit } from '../steps/safer-play.ts'
import { siteFormat } from '../steps/site-format.ts'
import { deposit, expectWalletHeading } from '../steps/wallet.ts'

// The channels take at least 100, so the limit leaves room for one deposit and not a second.
const limit = 300
const first = 200
const second = 150

/**
 * The player sets a daily deposit limit, deposits under it, and a deposit past it is refused
 * with the limit, what is left and when it resets.
 */
export async function depositLimit(s: Scenario): Promise<void> {
  await openSignedIn(s, '/responsible-gaming')
  await openResponsibleGaming(s)
  await setLimit(s, 'deposit.daily', String(limit))

  expect((await deposit(s, String(first))).statusCode, 'a deposit under the limit').toBe(1)
  await expectWalletHeading(s, 'wallet.deposit.pendingTitle')

  // Later, while the first is still pending, the player comes back to deposit again.
  const refused = await deposit(s, String(second), { newVisit: true })
  expect(refused.statusMessage).toBe('depositLimit')
  expect(refused.limit).toMatchObject({ amount: limit, used: first })
  const { money, date } = await siteFormat(s)
  const note = s.page.getByRole('alert')
  await expect(note).toContainText(s.text('errors:depositLimit'), { timeout: 10_000 })
  await expect(note).toContainText(
    s.text('ui-screens:saferPlay.refusedByLimit', {
      name: s.text('ui-screens:saferPlay.limitName.deposit.daily'),
      amount: money(limit),
      left: money(limit - first),
      date: date(refused.limit!.resets_date),
    }),
  )
}
