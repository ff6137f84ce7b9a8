import { ownerGroup, playerKey } from '../../db/database.ts'
import type { InboxItem } from '../../models/inbox.ts'
import { moneyText, toWire } from '../../money.ts'
import { changeBalance } from '../../wallet/ledger.ts'
import { refuseAboveMaxBalance } from '../../wallet/money-bounds.ts'
import { withPlayerLock } from '../../wallet/player-lock.ts'
import type { ApiRoute, ApiRoutes } from '../api-types.ts'
import { refuse, success } from '../envelope.ts'
import { playerOf } from './player-of.ts'
import { isFailure } from './tenant-of.ts'

// The contract's one reward_amount: decimals for a balance reward, a count for tokens.
const rewardAmount = (item: InboxItem): number =>
  item.reward_type === 'balance' ? toWire(item.reward_balance_minor) : item.reward_tokens

/** `/api/settings/get_inbox`: the player's messages, newest first. */
const getInbox: ApiRoute<'/api/settings/get_inbox'> = (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const value = context.backend.tables.inbox
    .inGroup(ownerGroup(who.player))
    .sort((a, b) => b.created_date.localeCompare(a.created_date) || b.inbox_id - a.inbox_id)
    .map((item) => {
      const { inbox_id, title, body, created_date, is_read, is_claimed } = item
      const reward_amount = rewardAmount(item)
      return {
        inbox_id,
        title,
        body,
        created_date,
        is_read,
        is_claimed,
        ...(reward_amount > 0 ? { reward_amount } : {}),
      }
    })
  return success({ value })
}

/** `/api/settings/claim_inbox`: pays the reward once; a second claim is refused. */
const claimInbox: ApiRoute<'/api/settings/claim_inbox'> = async (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const { backend, body, path } = context
  const { player } = who
  const item = backend.tables.inbox.get(String(body.inbox_id))
  if (!item || item.domain_name !== player.domain_name || item.account_id !== player.account_id) {
    return refuse(path, `No inbox item ${body.inbox_id} for this player.`)
  }
  if (item.is_claimed) return refuse(path, `Inbox item ${body.inbox_id} was already claimed.`)
  const owner = { domain_name: player.domain_name, account_id: player.account_id }
  // One at a time with the player's other money calls, so that the max_balance check holds.
  const over = await withPlayerLock(
    backend,
    playerKey(owner.domain_name, owner.account_id),
    async () => {
      if (backend.tables.inbox.get(String(item.inbox_id))!.is_claimed)
        return `Inbox item ${body.inbox_id} was already claimed.`
      if (item.reward_type === 'balance') {
        const bound = refuseAboveMaxBalance(
          backend,
          owner,
          item.reward_balance_minor,
          `The reward ${moneyText(item.reward_balance_minor)}`,
        )
        if (bound) return bound.detail
        // Through the ledger, so that the statement accounts for the reward.
        await changeBalance(backend, owner, {
          minor: item.reward_balance_minor,
          type: 'reward',
          description: item.title,
          ref: `inbox:${item.inbox_id}`,
        })
      } else if (item.reward_type === 'token') {
        await backend.tables.players.update(
          playerKey(player.domain_name, player.account_id),
          (draft) => {
            draft.game_token += item.reward_tokens
          },
        )
      }
      await backend.tables.inbox.update(String(item.inbox_id), (draft) => {
        draft.is_claimed = true
        draft.is_read = true
      })
      return undefined
    },
  )
  if (over) return refuse(path, over)
  return success({
    statusDetail:
      item.reward_type === 'none'
        ? 'Claimed.'
        : `Claimed ${rewardAmount(item)} (${item.reward_type}).`,
  })
}

/** Routes of the `settings` tag about the inbox. */
export const inboxRoutes: ApiRoutes = {
  '/api/settings/get_inbox': getInbox,
  '/api/settings/claim_inbox': claimInbox,
}
