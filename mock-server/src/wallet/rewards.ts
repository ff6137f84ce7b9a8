import type { MockBackend } from '../backend.ts'
import { playerKey } from '../db/database.ts'
import type { Claim } from '../models/player-records.ts'
import type { LedgerType } from '../models/wallet.ts'
import { changeBalance, type Owner } from './ledger.ts'
import { refuseAboveMaxBalance } from './money-bounds.ts'
import { refusal, type Refusal } from './refusal.ts'

/** One claim under a once-only rule. */
export interface ClaimInput {
  kind: Claim['kind']
  /** The rule claimed: a promotion or mission id, or the day of the spin. */
  rule: string
  label: string
  reward_type: Claim['reward_type']
  /** Minor units of a balance reward, or the number of tokens of a token reward. */
  amount: number
  /** The ledger type of a balance reward. */
  entry: Extract<LedgerType, 'bonus' | 'reward'>
}

/** The unique key of a claim: player, kind and rule. */
export const claimKey = (owner: Owner, kind: Claim['kind'], rule: string): string =>
  `${owner.domain_name}|${owner.account_id}|${kind}|${rule}`

/**
 * Pays a reward once per rule: a second claim of the same player, kind and rule is refused with
 * alreadyClaimed. A balance reward gets a ledger entry; a token reward adds to game_token. Call
 * inside the player's lock.
 *
 * @example
 * await claimOnce(backend, owner, { kind: 'spin', rule: '2025-06-02', label: '10 tokens', reward_type: 'token', amount: 10, entry: 'reward' })
 */
export async function claimOnce(
  backend: MockBackend,
  owner: Owner,
  input: ClaimInput,
): Promise<Claim | Refusal> {
  const key = claimKey(owner, input.kind, input.rule)
  if (backend.tables.claims.get(key))
    return refusal('alreadyClaimed', `${input.label} was already claimed.`)
  if (input.reward_type === 'balance' && input.amount > 0) {
    const over = refuseAboveMaxBalance(backend, owner, input.amount, input.label)
    if (over) return over
    await changeBalance(backend, owner, {
      minor: input.amount,
      type: input.entry,
      description: input.label,
      ref: `${input.kind}:${input.rule}`,
    })
  }
  if (input.reward_type === 'token' && input.amount > 0) {
    await backend.tables.players.update(playerKey(owner.domain_name, owner.account_id), (draft) => {
      draft.game_token += input.amount
    })
  }
  return backend.tables.claims.insert({
    key,
    ...owner,
    kind: input.kind,
    rule: input.rule,
    reward_type: input.reward_type,
    balance_minor: input.reward_type === 'balance' ? input.amount : 0,
    tokens: input.reward_type === 'token' ? input.amount : 0,
    created_at: backend.clock.now(),
  })
}
