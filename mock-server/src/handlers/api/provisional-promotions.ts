import { toMinor, toWire } from '../../money.ts'
import { missions, promotions, spinPrizes } from '../../seed/rewards-config.ts'
import { ownerGroup } from '../../db/database.ts'
import type { Owner } from '../../wallet/ledger.ts'
import { isRefusal, refusal } from '../../wallet/refusal.ts'
import { claimKey, claimOnce, type ClaimInput } from '../../wallet/rewards.ts'
import { addTurnover } from '../../wallet/turnover.ts'
import type { ApiContext, ApiPath, ApiRoute, ApiRoutes, ResponseBodyOf } from '../api-types.ts'
import { success } from '../envelope.ts'
import { moneyCall, refused } from './provisional-common.ts'
import { isFailure, tenantOf } from './tenant-of.ts'

/** `/api/promotion/list`: the promotions every tenant runs. */
const listPromotions: ApiRoute<'/api/promotion/list'> = (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  return success({
    value: promotions.map(({ ...p }) => ({
      ...p,
      image_url: `/__mock/img/promotion/${p.promotion_id}.svg`,
    })),
  })
}

// The rewards are configured as the wire shows them; a balance reward is paid in minor units.
const claimInput = (input: ClaimInput): ClaimInput =>
  input.reward_type === 'balance' ? { ...input, amount: toMinor(input.amount) } : input

async function paid<P extends ApiPath>(
  context: ApiContext<P>,
  owner: Owner,
  input: ClaimInput,
  after?: () => Promise<void>,
): Promise<ResponseBodyOf<P>> {
  const claim = await claimOnce(context.backend, owner, claimInput(input))
  if (isRefusal(claim)) return refused(context.path, claim)
  await after?.()
  const player = context.backend.tables.players.get(`${owner.domain_name}|${owner.account_id}`)!
  return success({
    value: { label: input.label, reward_type: input.reward_type, amount: input.amount },
    game_balance: toWire(player.game_balance_minor),
    game_token: player.game_token,
  }) as ResponseBodyOf<P>
}

/** `/api/promotion/apply`: the bonus once per player and promotion, within its dates. */
const applyPromotion: ApiRoute<'/api/promotion/apply'> = (context) =>
  moneyCall(context, ({ owner }) => {
    const promotion = promotions.find((p) => p.promotion_id === context.body.promotion_id)
    if (!promotion)
      return refused(
        context.path,
        refusal('notFound', `No promotion ${context.body.promotion_id}.`),
      )
    const now = context.backend.clock.now()
    if (now < Date.parse(promotion.start_date) || now > Date.parse(promotion.end_date)) {
      return refused(
        context.path,
        refusal(
          'notEligible',
          `${promotion.title} runs from ${promotion.start_date} to ${promotion.end_date}.`,
        ),
      )
    }
    const input: ClaimInput = {
      kind: 'promotion',
      rule: String(promotion.promotion_id),
      label: promotion.title,
      reward_type: 'balance',
      amount: promotion.bonus_amount,
      entry: 'bonus',
    }
    return paid(context, owner, input, () =>
      addTurnover(
        context.backend,
        owner,
        toMinor(promotion.bonus_amount) * promotion.turnover_multiplier,
      ),
    )
  })

function progressOf(
  context: ApiContext<ApiPath>,
  owner: Owner,
  goal: (typeof missions)[number]['goal'],
): number {
  const group = ownerGroup(owner)
  const { tables } = context.backend
  if (goal === 'bets') return tables.bets.countInGroup(group)
  // A mission's target is configured in the wire's decimals.
  if (goal === 'turnover')
    return toWire(tables.bets.inGroup(group).reduce((sum, b) => sum + b.stake_minor, 0))
  return toWire(
    tables.deposits
      .inGroup(group)
      .filter((d) => d.status === 'approved')
      .reduce((sum, d) => sum + d.amount_minor, 0),
  )
}

/** `/api/mission/list`: missions with progress from the player's bets and approved deposits. */
const listMissions: ApiRoute<'/api/mission/list'> = (context) =>
  moneyCall(context, ({ owner }) =>
    success({
      value: missions.map(({ ...m }) => {
        const progress = Math.min(m.target, progressOf(context, owner, m.goal))
        const is_claimed =
          context.backend.tables.claims.get(claimKey(owner, 'mission', String(m.mission_id))) !==
          undefined
        return { ...m, progress, is_completed: progress >= m.target, is_claimed }
      }),
    }),
  )

/** `/api/mission/claim`: the reward of a completed mission, once. */
const claimMission: ApiRoute<'/api/mission/claim'> = (context) =>
  moneyCall(context, ({ owner }) => {
    const mission = missions.find((m) => m.mission_id === context.body.mission_id)
    if (!mission)
      return refused(context.path, refusal('notFound', `No mission ${context.body.mission_id}.`))
    const progress = progressOf(context, owner, mission.goal)
    if (progress < mission.target)
      return refused(
        context.path,
        refusal(
          'notEligible',
          `${mission.title} is not completed: ${progress} of ${mission.target}.`,
        ),
      )
    return paid(context, owner, {
      kind: 'mission',
      rule: String(mission.mission_id),
      label: mission.title,
      reward_type: mission.reward_type,
      amount: mission.reward_amount,
      entry: 'reward',
    })
  })

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const nextDay = (ms: number) => Date.parse(`${dayOf(ms)}T00:00:00.000Z`) + 86_400_000

// The wheel stops on the same segment for a player on a given day: deterministic, like the seed.
function segmentFor(owner: Owner, day: string) {
  let hash = 0
  for (const char of `${owner.domain_name}|${owner.account_id}|${day}`)
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return spinPrizes[hash % spinPrizes.length]!
}

/** `/api/spin/state`: whether the player may spin today (mock-clock day, UTC) and the wheel. */
const spinState: ApiRoute<'/api/spin/state'> = (context) =>
  moneyCall(context, ({ owner }) => {
    const now = context.backend.clock.now()
    const can_spin =
      context.backend.tables.claims.get(claimKey(owner, 'spin', dayOf(now))) === undefined
    return success({
      value: {
        can_spin,
        next_spin_date: new Date(can_spin ? now : nextDay(now)).toISOString(),
        prizes: spinPrizes,
      },
    })
  })

/** `/api/spin/play`: one spin per mock-clock day. */
const playSpin: ApiRoute<'/api/spin/play'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const day = dayOf(context.backend.clock.now())
    const prize = segmentFor(owner, day)
    const claim = await claimOnce(
      context.backend,
      owner,
      claimInput({
        kind: 'spin',
        rule: day,
        label: `Daily spin ${day}`,
        reward_type: prize.reward_type,
        amount: prize.amount,
        entry: 'reward',
      }),
    )
    if (isRefusal(claim))
      return refused(
        context.path,
        refusal('alreadyClaimed', `The daily spin was already played on ${day}.`),
      )
    const player = context.backend.tables.players.get(`${owner.domain_name}|${owner.account_id}`)!
    return success({
      value: prize,
      game_balance: toWire(player.game_balance_minor),
      game_token: player.game_token,
    })
  })

/** Routes of the `provisional-promotions` tag. */
export const provisionalPromotionRoutes: ApiRoutes = {
  '/api/promotion/list': listPromotions,
  '/api/promotion/apply': applyPromotion,
  '/api/mission/list': listMissions,
  '/api/mission/claim': claimMission,
  '/api/spin/state': spinState,
  '/api/spin/play': playSpin,
}
