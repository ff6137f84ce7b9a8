import {
  depositStatusValues,
  statementTypeValues,
  withdrawalStatusValues,
} from '@playfront/contract/schema'
import { z } from 'zod'
import { minorSchema } from './money-schema.ts'

/**
 * One change of a player's game balance. Every change has exactly one entry, so the entries of a
 * player sum to the balance and `balance` is the running balance after the entry.
 *
 * @example
 * ledgerEntrySchema.parse({ entry_id: 1, domain_name: 'localhost', account_id: 'demo', type: 'opening', amount_minor: 1000, balance_minor: 1000, description: 'Opening balance', ref: '', created_at: 0 })
 */
export const ledgerEntrySchema = z.object({
  entry_id: z.number().int(),
  domain_name: z.string(),
  account_id: z.string(),
  /** What moved the balance: one of the statement's entry types. */
  type: z.enum(statementTypeValues),
  amount_minor: minorSchema,
  balance_minor: minorSchema,
  description: z.string(),
  /** What the entry belongs to, e.g. `withdrawal:4`, `bet:31`; empty for opening and adjustments. */
  ref: z.string(),
  created_at: z.number(),
})

/**
 * A deposit: pending until approved (the balance grows) or rejected. `decided_at` is null while pending.
 *
 * @example
 * depositSchema.parse({ deposit_id: 1, domain_name: 'localhost', account_id: 'demo', channel_code: 'GCASH', amount_minor: 50000, status: 'pending', idempotency_key: 'k-12345678', created_at: 0, decided_at: null })
 */
export const depositSchema = z.object({
  deposit_id: z.number().int(),
  domain_name: z.string(),
  account_id: z.string(),
  channel_code: z.string(),
  amount_minor: minorSchema,
  status: z.enum(depositStatusValues),
  idempotency_key: z.string(),
  created_at: z.number(),
  decided_at: z.number().nullable(),
})

/**
 * A withdrawal: its amount is held (a ledger entry) at creation and returned if it is rejected.
 *
 * @example
 * withdrawalSchema.parse({ withdrawal_id: 1, domain_name: 'localhost', account_id: 'demo', amount_minor: 20000, fee_minor: 0, bank_account_id: 1, status: 'pending', created_at: 0 })
 */
export const withdrawalSchema = z.object({
  withdrawal_id: z.number().int(),
  domain_name: z.string(),
  account_id: z.string(),
  amount_minor: minorSchema,
  fee_minor: minorSchema,
  bank_account_id: z.number().int(),
  status: z.enum(withdrawalStatusValues),
  created_at: z.number(),
})

/**
 * The turnover a player still owes before the whole balance is free to withdraw.
 *
 * @example
 * turnoverSchema.parse({ domain_name: 'localhost', account_id: 'demo', remaining_minor: 110000 })
 */
export const turnoverSchema = z.object({
  domain_name: z.string(),
  account_id: z.string(),
  remaining_minor: minorSchema,
})

export type LedgerEntry = z.output<typeof ledgerEntrySchema>
export type LedgerType = LedgerEntry['type']
export type Deposit = z.output<typeof depositSchema>
export type Withdrawal = z.output<typeof withdrawalSchema>
export type Turnover = z.output<typeof turnoverSchema>
