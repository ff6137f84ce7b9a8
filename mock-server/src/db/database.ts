import { z } from 'zod'
import { clockRangeProblem } from '../clock.ts'
import { migrateState, stateVersion } from './state-migration.ts'
import { Table } from './table.ts'
import { tenantSchema } from '../models/tenant.ts'
import { playerSchema } from '../models/player.ts'
import { sessionSchema } from '../models/session.ts'
import { sessionLimitSchema } from '../models/session-limit.ts'
import { tacSchema } from '../models/tac.ts'
import { attemptSchema } from '../models/attempt.ts'
import { gameSchema, providerSchema } from '../models/catalogue.ts'
import { menuSchema } from '../models/menu.ts'
import { cmsPageSchema } from '../models/cms.ts'
import { seoSchema } from '../models/seo.ts'
import { inboxItemSchema } from '../models/inbox.ts'
import {
  adVisitSchema,
  analyticsScriptSchema,
  socialAccountSchema,
  statsSchema,
} from '../models/site-extras.ts'
import { scenarioSchema } from '../models/scenario.ts'
import {
  depositSchema,
  ledgerEntrySchema,
  turnoverSchema,
  withdrawalSchema,
} from '../models/wallet.ts'
import {
  bankAccountSchema,
  betSchema,
  claimSchema,
  launchSchema,
  reviewSchema,
} from '../models/player-records.ts'
import { identityCheckSchema, identityDocumentSchema } from '../models/identity.ts'
import { playBreakSchema, playLimitSchema, realityCheckSchema } from '../models/safer-play.ts'
import { jackpotSchema } from '../models/jackpot.ts'
import { recentPlaySchema } from '../models/recent-play.ts'

/** Key of a player (and of anything owned by one): tenant and account. */
export const playerKey = (domain: string, account: string): string => `${domain}|${account}`

/**
 * The whole state as plain JSON: what `GET /__mock/state` returns and `PUT /__mock/state`
 * loads. The same snapshot loads in the browser worker, Node tests and the standalone server.
 * Money is in integer minor units (`…_minor`); a version-1 state (decimal amounts) is migrated
 * first (state-migration.ts).
 */
const currentStateSchema = z.object({
  version: z.literal(stateVersion),
  clock_offset_ms: z.number().superRefine((offset, context) => {
    const problem = clockRangeProblem(Date.now() + offset)
    if (problem) context.addIssue({ code: 'custom', message: `the mock clock ${problem}` })
  }),
  tenants: z.array(tenantSchema),
  players: z.array(playerSchema),
  sessions: z.array(sessionSchema),
  tacs: z.array(tacSchema),
  providers: z.array(providerSchema),
  games: z.array(gameSchema),
  menus: z.array(menuSchema),
  cms: z.array(cmsPageSchema),
  seo: z.array(seoSchema),
  inbox: z.array(inboxItemSchema),
  stats: z.array(statsSchema),
  analytics: z.array(analyticsScriptSchema),
  social: z.array(socialAccountSchema),
  ad_visits: z.array(adVisitSchema),
  scenarios: z.array(scenarioSchema),
  // Tables of the provisional calls; a state saved before they existed loads with them empty.
  ledger: z.array(ledgerEntrySchema).default([]),
  deposits: z.array(depositSchema).default([]),
  withdrawals: z.array(withdrawalSchema).default([]),
  turnover: z.array(turnoverSchema).default([]),
  bank_accounts: z.array(bankAccountSchema).default([]),
  bets: z.array(betSchema).default([]),
  claims: z.array(claimSchema).default([]),
  reviews: z.array(reviewSchema).default([]),
  launches: z.array(launchSchema).default([]),
  play_limits: z.array(playLimitSchema).default([]),
  play_breaks: z.array(playBreakSchema).default([]),
  reality_checks: z.array(realityCheckSchema).default([]),
  session_limits: z.array(sessionLimitSchema).default([]),
  identity_checks: z.array(identityCheckSchema).default([]),
  identity_documents: z.array(identityDocumentSchema).default([]),
  attempts: z.array(attemptSchema).default([]),
  recent_plays: z.array(recentPlaySchema).default([]),
  jackpots: z.array(jackpotSchema).default([]),
})

export const mockStateSchema = z.preprocess(migrateState, currentStateSchema)

export type MockState = z.output<typeof currentStateSchema>

/** The group of a row that belongs to a player: tenant and account, as {@link playerKey}. */
export const ownerGroup = (row: { domain_name: string; account_id: string }): string =>
  playerKey(row.domain_name, row.account_id)

/**
 * The tables of the mock database, each an @msw/data collection with the lookups its calls make
 * kept beside it (`table.ts`): a record by key, rows of a player by owner, rows of a tenant by
 * domain, and serial ids without a scan.
 */
export function createTables() {
  return {
    tenants: new Table(tenantSchema, (t) => t.domain_name),
    players: new Table(playerSchema, (p) => playerKey(p.domain_name, p.account_id)),
    sessions: new Table(sessionSchema, (s) => s.token, { groupOf: ownerGroup }),
    tacs: new Table(tacSchema, (t) => String(t.id), { groupOf: ownerGroup, serialOf: (t) => t.id }),
    providers: new Table(providerSchema, (p) => p.provider_code),
    games: new Table(gameSchema, (g) => g.game_code),
    menus: new Table(menuSchema, (m) => m.domain_name),
    cms: new Table(cmsPageSchema, (c) => `${c.domain_name}|${c.page}`),
    seo: new Table(seoSchema, (s) => `${s.domain_name}|${s.page_name}`),
    inbox: new Table(inboxItemSchema, (i) => String(i.inbox_id), {
      groupOf: ownerGroup,
      serialOf: (i) => i.inbox_id,
    }),
    stats: new Table(statsSchema, (s) => s.domain_name),
    analytics: new Table(analyticsScriptSchema, (a) => String(a.id)),
    social: new Table(socialAccountSchema, (s) => String(s.id)),
    ad_visits: new Table(adVisitSchema, (a) => String(a.id), { serialOf: (a) => a.id }),
    ledger: new Table(ledgerEntrySchema, (e) => String(e.entry_id), {
      groupOf: ownerGroup,
      serialOf: (e) => e.entry_id,
    }),
    deposits: new Table(depositSchema, (d) => String(d.deposit_id), {
      groupOf: ownerGroup,
      serialOf: (d) => d.deposit_id,
    }),
    withdrawals: new Table(withdrawalSchema, (w) => String(w.withdrawal_id), {
      groupOf: ownerGroup,
      serialOf: (w) => w.withdrawal_id,
    }),
    turnover: new Table(turnoverSchema, (t) => playerKey(t.domain_name, t.account_id)),
    bank_accounts: new Table(bankAccountSchema, (b) => String(b.bank_account_id), {
      groupOf: ownerGroup,
      serialOf: (b) => b.bank_account_id,
    }),
    bets: new Table(betSchema, (b) => String(b.bet_id), {
      groupOf: ownerGroup,
      serialOf: (b) => b.bet_id,
    }),
    claims: new Table(claimSchema, (c) => c.key),
    reviews: new Table(reviewSchema, (r) => String(r.review_id), {
      groupOf: (r) => r.domain_name,
      serialOf: (r) => r.review_id,
    }),
    launches: new Table(launchSchema, (l) => l.ticket),
    play_limits: new Table(
      playLimitSchema,
      (l) => `${l.domain_name}|${l.account_id}|${l.kind}|${l.period}`,
      { groupOf: ownerGroup },
    ),
    play_breaks: new Table(playBreakSchema, (b) => playerKey(b.domain_name, b.account_id)),
    reality_checks: new Table(realityCheckSchema, (r) => playerKey(r.domain_name, r.account_id)),
    session_limits: new Table(sessionLimitSchema, (l) => playerKey(l.domain_name, l.account_id)),
    identity_checks: new Table(identityCheckSchema, (c) => playerKey(c.domain_name, c.account_id)),
    identity_documents: new Table(identityDocumentSchema, (d) => String(d.document_id), {
      groupOf: ownerGroup,
      serialOf: (d) => d.document_id,
    }),
    attempts: new Table(attemptSchema, (a) => `${a.kind}|${a.domain_name}|${a.account_id}`),
    recent_plays: new Table(
      recentPlaySchema,
      (r) => `${playerKey(r.domain_name, r.account_id)}|${r.game_code}`,
      { groupOf: ownerGroup },
    ),
    jackpots: new Table(jackpotSchema, (j) => `${j.domain_name}|${j.jackpot_id}`, {
      groupOf: (j) => j.domain_name,
    }),
  }
}

export type Tables = ReturnType<typeof createTables>
export type TableName = keyof Tables
export const tableNames = Object.keys(createTables()) as TableName[]
