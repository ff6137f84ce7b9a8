// The tables hold rows, not answers: a row adds its owner (domain_name, account_id) and what only
// the mock needs, and the handlers derive some answer fields (dates, names) at answer time. The
// fields a row shares with a contract schema are written here once more, so `tsc` fails when the
// contract renames or retypes one of them and the row still has the old one. `pnpm typecheck`
// runs these (tsc reads every .ts file of the package); they have no runtime part to run.
import type * as Contract from '@playfront/contract/types'
import { describe, expectTypeOf, it } from 'vitest'
import type { SessionRefusal } from '../sessions.ts'
import type { Game, Provider } from './catalogue.ts'
import type { CmsPageName } from './cms.ts'
import type { InboxItem } from './inbox.ts'
import type { Menu } from './menu.ts'
import type { BankAccount, Bet, Claim, Review } from './player-records.ts'
import type { Player, PlayerStatus } from './player.ts'
import type { SeoRecord } from './seo.ts'
import type { AnalyticsScript, SocialAccount, Stats } from './site-extras.ts'
import type { Maintenance, Site, Tenant } from './tenant.ts'
import type { Deposit, LedgerEntry, Withdrawal } from './wallet.ts'

type Owner = 'domain_name' | 'account_id'
// A money field of the contract is held as an integer `…_minor` field (docs/decisions/012), so the
// row mirrors the contract's name with that suffix; tsc still fails when the contract renames it.
type InMinor<T, K extends keyof T & string> = { [F in K as `${F}_minor`]: T[F] }

describe('the startup models', () => {
  it('hold the site, maintenance and live chat of the contract as they are', () => {
    expectTypeOf<Site>().toEqualTypeOf<Contract.Site>()
    expectTypeOf<Maintenance>().toEqualTypeOf<Contract.Maintenance>()
    expectTypeOf<Tenant['live_chat']>().toEqualTypeOf<Contract.LiveChat>()
  })

  it('hold the flags of the startup answer', () => {
    type Flags =
      | 'aff_domain'
      | 'show_preloader'
      | 'show_bf_ann_modal'
      | 'show_app_download'
      | 'show_download_bar'
    expectTypeOf<Pick<Tenant, Flags>>().toEqualTypeOf<Pick<Contract.StartupResponse, Flags>>()
  })

  it('hold the menus of the startup content', () => {
    expectTypeOf<Menu['game_menu'][number]>().toEqualTypeOf<Contract.GameMenuItem>()
    expectTypeOf<Omit<Menu['menu'][number], 'children'>>().toEqualTypeOf<
      Omit<Contract.MenuItem, 'children'>
    >()
    // The seed always writes a child's category; the contract lets a backend leave it out.
    expectTypeOf<Menu['menu'][number]['children'][number]>().toExtend<Contract.MenuChild>()
  })

  it('hold a provider count without its count', () => {
    type Fields = 'provider_code' | 'category'
    expectTypeOf<Pick<Provider, Fields>>().toEqualTypeOf<Pick<Contract.ProviderCount, Fields>>()
    expectTypeOf<Provider['provider_name']>().toEqualTypeOf<
      NonNullable<Contract.ProviderCount['provider_name']>
    >()
  })
})

describe('the content models', () => {
  it('hold a game as the contract has it, plus its rank in the lobby', () => {
    expectTypeOf<Omit<Game, 'is_hot' | 'rank'>>().toEqualTypeOf<Contract.Game>()
  })

  it('hold the SEO record, the stats and the analytics scripts of a tenant as they are', () => {
    expectTypeOf<Omit<SeoRecord, 'domain_name'>>().toEqualTypeOf<Contract.SeoRecord>()
    expectTypeOf<Omit<Stats, 'domain_name'>>().toEqualTypeOf<Contract.Stats>()
    expectTypeOf<
      Omit<AnalyticsScript, 'id' | 'domain_name'>
    >().toEqualTypeOf<Contract.AnalyticsScript>()
  })

  it('hold a social account with its icon always set', () => {
    expectTypeOf<Omit<SocialAccount, 'id' | 'domain_name'>>().toEqualTypeOf<
      Required<Contract.SocialAccount>
    >()
  })

  it('name the CMS pages whose fields the site info answer carries', () => {
    expectTypeOf<keyof Contract.Cms>().toEqualTypeOf<
      `en_${CmsPageName}` | `local_${CmsPageName}` | `${CmsPageName}_status`
    >()
  })

  it('hold an inbox item, its reward amount as minor units or tokens', () => {
    type Reward = 'reward_type' | 'reward_balance_minor' | 'reward_tokens'
    expectTypeOf<Omit<InboxItem, Owner | Reward>>().toEqualTypeOf<
      Omit<Contract.InboxItem, 'reward_amount'>
    >()
    expectTypeOf<InboxItem['reward_balance_minor']>().toEqualTypeOf<
      NonNullable<Contract.InboxItem['reward_amount']>
    >()
  })
})

describe('the player models', () => {
  it('hold the profile and sign-up fields of a player', () => {
    expectTypeOf<
      Pick<Player, keyof Contract.ProfileUpdateResult>
    >().toEqualTypeOf<Contract.ProfileUpdateResult>()
    // The deposit limit chosen at signup is kept with the other limits, not on the player.
    type Stored = Exclude<
      keyof Contract.SignupRequest,
      'password' | 'external_id' | 'date_of_birth' | 'deposit_limit'
    >
    expectTypeOf<Pick<Player, Stored>>().toEqualTypeOf<
      Required<Pick<Contract.SignupRequest, Stored>>
    >()
    // Players from before the date of birth was asked have none.
    expectTypeOf<Player['date_of_birth']>().toEqualTypeOf<NonNullable<
      Contract.SignupRequest['date_of_birth']
    > | null>()
    expectTypeOf<Tenant['min_age']>().toEqualTypeOf<
      NonNullable<Contract.StartupResponse['min_age']>
    >()
  })

  it('refuse a session with statusMessages of the catalogue', () => {
    expectTypeOf<SessionRefusal>().toExtend<Contract.StatusMessage>()
    expectTypeOf<Exclude<PlayerStatus, 'ACTIVE'>>().toExtend<Contract.StatusMessage>()
  })
})

describe('the wallet models', () => {
  it('hold the fields of a statement entry', () => {
    type Fields = 'entry_id' | 'type' | 'description'
    expectTypeOf<Pick<LedgerEntry, Fields>>().toEqualTypeOf<Pick<Contract.StatementEntry, Fields>>()
    expectTypeOf<Pick<LedgerEntry, 'amount_minor' | 'balance_minor'>>().toEqualTypeOf<
      InMinor<Contract.StatementEntry, 'amount' | 'balance'>
    >()
  })

  it('hold the fields of a deposit and a withdrawal', () => {
    type DepositFields = 'deposit_id' | 'channel_code' | 'status' | 'idempotency_key'
    expectTypeOf<Pick<Deposit, DepositFields>>().toEqualTypeOf<
      Pick<Contract.Deposit, DepositFields>
    >()
    expectTypeOf<Pick<Deposit, 'amount_minor'>>().toEqualTypeOf<
      InMinor<Contract.Deposit, 'amount'>
    >()
    type WithdrawalFields = 'withdrawal_id' | 'bank_account_id' | 'status'
    expectTypeOf<Pick<Withdrawal, WithdrawalFields>>().toEqualTypeOf<
      Pick<Contract.Withdrawal, WithdrawalFields>
    >()
    expectTypeOf<Pick<Withdrawal, 'amount_minor' | 'fee_minor'>>().toEqualTypeOf<
      InMinor<Contract.Withdrawal, 'amount' | 'fee'>
    >()
  })

  it('hold the fields of a bank account', () => {
    type Fields = Exclude<keyof Contract.BankAccount, 'bank_name'>
    expectTypeOf<Pick<BankAccount, Fields>>().toEqualTypeOf<Pick<Contract.BankAccount, Fields>>()
  })

  it('hold the fields of a bet record that do not come from its game', () => {
    type Fields =
      | 'bet_id'
      | 'game_code'
      | 'bet_type'
      | 'home_away'
      | 'criteria1'
      | 'home_team_names'
      | 'away_team_names'
      | 'status'
    expectTypeOf<Pick<Bet, Fields>>().toEqualTypeOf<Pick<Contract.BetRecord, Fields>>()
    expectTypeOf<Pick<Bet, 'stake_minor' | 'payout_minor'>>().toEqualTypeOf<
      InMinor<Contract.BetRecord, 'stake' | 'payout'>
    >()
  })

  it('pay a claim and take a review as the contract names them', () => {
    expectTypeOf<Claim['reward_type']>().toEqualTypeOf<Contract.Reward['reward_type']>()
    type ReviewFields = 'review_id' | 'rating' | 'comment'
    expectTypeOf<Pick<Review, ReviewFields>>().toEqualTypeOf<Pick<Contract.Review, ReviewFields>>()
  })
})
