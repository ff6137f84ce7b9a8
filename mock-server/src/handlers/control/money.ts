import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import type { MockBackend } from '../../backend.ts'
import type { Deposit, Withdrawal } from '../../models/wallet.ts'
import type { Owner } from '../../wallet/ledger.ts'
import { decideDeposit } from '../../wallet/deposits.ts'
import { withPlayerLock } from '../../wallet/player-lock.ts'
import { decideWithdrawal } from '../../wallet/withdrawals.ts'
import type { Schema } from '../api-types.ts'
import { depositView, withdrawalView } from '../api/provisional-wallet.ts'
import { control, controlError, readControlBody } from './control-json.ts'

const decisions = { approve: 'approved', reject: 'rejected' } as const
/** What the cashier does with a pending deposit or withdrawal. */
export type CashierAction = keyof typeof decisions

const autoApproveInput = z.strictObject(
  { after_ms: z.number().int().min(0).nullable() },
  { error: 'expected { "after_ms": number | null }' },
)

/** The body of `POST /__mock/deposits/auto-approve`; null = deposits wait for a decision by hand. */
export type AutoApproveInput = z.input<typeof autoApproveInput>

/** The answer of `GET` and `POST /__mock/deposits/auto-approve`. */
export interface AutoApproveAnswer {
  ok: true
  after_ms: number | null
}

/**
 * The answer of `POST /__mock/deposits/{id}/approve|reject`: the deposit as decided, as the
 * contract shows it (decimal amounts), with its player.
 */
export interface DepositDecisionAnswer {
  ok: true
  deposit: Schema<'Deposit'> & Owner
}

/** The answer of `POST /__mock/withdrawals/{id}/approve|reject`: likewise for a withdrawal. */
export interface WithdrawalDecisionAnswer {
  ok: true
  withdrawal: Schema<'Withdrawal'> & Owner
}

const ownerOf = ({ domain_name, account_id }: Deposit | Withdrawal): Owner => ({
  domain_name,
  account_id,
})

/**
 * The cashier of the mock, which a real backend runs behind the scenes:
 * `POST /__mock/deposits/{id}/approve|reject`, `POST /__mock/withdrawals/{id}/approve|reject`,
 * and `GET`/`POST /__mock/deposits/auto-approve` (`{ "after_ms": 30000 }`, null = only by hand).
 * Deciding twice answers the record unchanged.
 *
 * @example
 * // curl -X POST localhost:4010/__mock/deposits/1/approve
 */
export function moneyHandlers(backend: MockBackend) {
  const autoApprove = () =>
    HttpResponse.json<AutoApproveAnswer>({ ok: true, after_ms: backend.depositApprovalMs })
  return [
    http.get(control('/deposits/auto-approve'), autoApprove),
    http.post(control('/deposits/auto-approve'), async ({ request }) => {
      const input = await readControlBody(request, autoApproveInput)
      if (input instanceof Response) return input
      backend.depositApprovalMs = input.after_ms
      return autoApprove()
    }),
    http.post<{ id: string; action: string }>(
      control('/deposits/:id/:action'),
      async ({ params }) => {
        if (!(params.action in decisions))
          return controlError(
            404,
            `Unknown deposit action "${params.action}"; use approve or reject.`,
          )
        const deposit = backend.tables.deposits.get(params.id)
        if (!deposit) return controlError(404, `No deposit ${params.id}.`)
        const key = `${deposit.domain_name}|${deposit.account_id}`
        const decided = await withPlayerLock(backend, key, () =>
          decideDeposit(backend, deposit, decisions[params.action as CashierAction]),
        )
        return HttpResponse.json<DepositDecisionAnswer>({
          ok: true,
          deposit: { ...depositView(decided), ...ownerOf(decided) },
        })
      },
    ),
    http.post<{ id: string; action: string }>(
      control('/withdrawals/:id/:action'),
      async ({ params }) => {
        if (!(params.action in decisions))
          return controlError(
            404,
            `Unknown withdrawal action "${params.action}"; use approve or reject.`,
          )
        const withdrawal = backend.tables.withdrawals.get(params.id)
        if (!withdrawal) return controlError(404, `No withdrawal ${params.id}.`)
        const key = `${withdrawal.domain_name}|${withdrawal.account_id}`
        const decided = await withPlayerLock(backend, key, () =>
          decideWithdrawal(backend, withdrawal, decisions[params.action as CashierAction]),
        )
        return HttpResponse.json<WithdrawalDecisionAnswer>({
          ok: true,
          withdrawal: { ...withdrawalView(decided), ...ownerOf(decided) },
        })
      },
    ),
  ]
}
