import type { components } from '@playfront/contract/schema'
import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { cellTenant } from '../steps/cell-tenant.ts'
import { headerBalance, openSignedIn } from '../steps/login.ts'
import { answerOf, painted } from '../steps/page-events.ts'
import { pageQuiet, trackRequests } from '../steps/requests-in-flight.ts'
import { openResponsibleGaming } from '../steps/safer-play.ts'
import { siteFormat } from '../steps/site-format.ts'

type Summary = components['schemas']['PlaySessionSummary']

const minute = 60_000
const interval = 15
const stake = 25

/**
 * The player asks for a reality check every 15 minutes and loses a round of a game; once the
 * mock clock has passed the interval, the check shows the time played and the net result.
 * Continue keeps the player in. (Stop, at the next check, is the e2e story's: tests/e2e/safer-play.spec.ts.)
 */
export async function realityCheck(s: Scenario): Promise<void> {
  // The site asks for the session summary once a minute: the page's clock jumps to that call.
  trackRequests(s.page)
  await s.page.clock.install()
  const { token } = await openSignedIn(s, '/responsible-gaming')
  await openResponsibleGaming(s)
  const every = s.page.getByRole('combobox', { name: s.text('ui-screens:saferPlay.reality.every') })
  await every.selectOption({
    label: s.text('ui-screens:saferPlay.reality.minutes_other', { count: String(interval) }),
  })
  await expect(
    s.page.getByRole('status').filter({ hasText: s.text('ui-screens:saferPlay.reality.saved') }),
  ).toBeVisible({ timeout: 10_000 })
  await loseARound(s, token)
  // A check is due when the next one the backend names has moved on since the site last asked.
  expect((await nextSummary(s)).reality_check_minutes).toBe(interval)

  const { money } = await siteFormat(s)
  const check = s.page.getByRole('dialog', { name: s.text('misc:saferPlay.reality.title') })
  const summary = await checkFallsDue(s)
  expect(summary.minutes_played).toBeGreaterThanOrEqual(interval)
  expect(summary.net_result).toBe(-stake)
  await expect(check).toContainText(
    s.text('misc:saferPlay.reality.played_other', { count: String(summary.minutes_played) }),
    { timeout: 10_000 },
  )
  await expect(check).toContainText(s.text('misc:saferPlay.reality.down', { amount: money(stake) }))
  await check.getByRole('button', { name: s.text('misc:saferPlay.reality.continue') }).click()
  await expect(check).toHaveCount(0)
  // Still in on the site's next look: the session holds and no check is due again yet.
  expect((await nextSummary(s)).reality_check_minutes).toBe(interval)
  await painted(s)
  await expect(check).toHaveCount(0)
  await expect(headerBalance(s)).toBeVisible()
}

/** A round of a game lost, as a provider's game reports it: outside the site's screens, with the session. */
async function loseARound(s: Scenario, token: string): Promise<void> {
  const tenant = await cellTenant(s)
  // From inside the page: its host names the tenant, which the runner's resolver cannot reach.
  const statusCode = await s.page.evaluate(
    async ({ domain, externalId, auth, stake }) => {
      const post = async (path: string, body: unknown) =>
        (await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.json())) as { statusCode: number; value: { game_code: string }[] }
      const games = await post('/api/product/games', {
        domain_name: domain,
        external_id: externalId,
        page: 1,
        page_size: 1,
      })
      const game = games.value[0]
      if (!game) return games.statusCode === 1 ? -1 : games.statusCode
      const bet = await post('/api/game/demo_bet', {
        account_id: 'demo',
        auth,
        game_code: game.game_code,
        stake,
        outcome: 'lose',
      })
      return bet.statusCode
    },
    { domain: s.domain, externalId: tenant.external_id, auth: token, stake },
  )
  expect(statusCode, 'a round of the first game was played').toBe(1)
}

/** The page's clock jumps to the site's next call for the session summary; resolves with its answer. */
async function nextSummary(s: Scenario): Promise<Summary> {
  await pageQuiet(s.page)
  const asked = answerOf(s, '/api/safer_play/session_summary')
  await s.page.clock.fastForward(minute)
  const answer = (await (await asked).json()) as { statusCode: number; value: Summary }
  expect(answer.statusCode, 'the session summary').toBe(1)
  return answer.value
}

/** The mock clock moves past the next check, and the site asks for the summary again. */
async function checkFallsDue(s: Scenario): Promise<Summary> {
  await s.mock.setClock({ advance_ms: interval * minute })
  return nextSummary(s)
}
