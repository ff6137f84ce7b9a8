// Every type here is read from the generated schema: a field's name and type live in
// openapi.yaml only.
import type { components, paths } from '../generated/schema.ts'
import type { apiPaths } from './api-paths.ts'
import type { provisionalPaths } from './provisional-paths.ts'

type Schemas = components['schemas']

/**
 * One of the 23 call paths.
 *
 * @example
 * const path: ApiPath = '/api/auth/login'
 */
export type ApiPath = (typeof apiPaths)[number]

/**
 * One of the provisional call paths (`x-provisional: true`, not confirmed by the real backend).
 *
 * @example
 * const path: ProvisionalPath = '/api/wallet/deposit'
 */
export type ProvisionalPath = (typeof provisionalPaths)[number]

/**
 * Any path of the contract: one of the 23 calls or a provisional one.
 *
 * @example
 * const path: AnyApiPath = '/api/history/statement'
 */
export type AnyApiPath = ApiPath | ProvisionalPath

/**
 * The JSON body a call sends.
 *
 * @example
 * const body: RequestBody<'/api/startup'> = { domain_name: location.hostname }
 */
export type RequestBody<P extends AnyApiPath> =
  paths[P]['post']['requestBody']['content']['application/json']

/**
 * The JSON body a call answers: its success body or its failure body.
 *
 * @example
 * const res: ResponseBody<'/api/auth/get_balance'> = await api.post('/api/auth/get_balance', body)
 */
export type ResponseBody<P extends AnyApiPath> =
  paths[P]['post']['responses'][200]['content']['application/json']

/**
 * The success body of a call (`statusCode` 1).
 *
 * @example
 * function showBalance(res: Success<'/api/auth/get_balance'>) { return res.game_balance }
 */
export type Success<P extends AnyApiPath> = Extract<ResponseBody<P>, { statusCode: 1 }>

/**
 * The failure body of a call: the envelope plus the path's extra fields (an empty `value` for
 * favourites and SEO, `maintenance` for startup).
 *
 * @example
 * const failure: FailureOf<'/api/home/fav_list'> = { statusCode: -503, statusMessage: 'serviceUnavailable', value: [] }
 */
export type FailureOf<P extends AnyApiPath> = Exclude<ResponseBody<P>, { statusCode: 1 }>

/**
 * The failure envelope `{ statusCode, statusMessage, statusDetail? }`.
 *
 * @example
 * const failure: Failure = { statusCode: 0, statusMessage: 'disconnect' }
 */
export type Failure = Schemas['Failure']

/** Every `statusCode` of the catalogue: 1, 0, -500, -503. */
export type StatusCode = Schemas['StatusCode']
/** The `statusCode` of a failure: 0, -500, -503. */
export type FailureStatusCode = Schemas['FailureStatusCode']
/** The `statusMessage` values the catalogue names. */
export type StatusMessage = Schemas['StatusMessage']
/** The fields every response carries. */
export type Envelope = Schemas['Envelope']

export type StartupResponse = Schemas['StartupResponse']
export type Site = Schemas['Site']
export type Maintenance = Schemas['Maintenance']
export type SiteContent = Schemas['SiteContent']
export type MenuItem = Schemas['MenuItem']
export type MenuChild = Schemas['MenuChild']
export type GameMenuItem = Schemas['GameMenuItem']
export type LanguageOption = Schemas['LanguageOption']
export type ProductCategory = Schemas['ProductCategory']
export type ProviderCount = Schemas['ProviderCount']
export type LiveChat = Schemas['LiveChat']
export type LoginResponse = Schemas['LoginResponse']
export type SessionUser = Schemas['SessionUser']
export type SignupRequest = Schemas['SignupRequest']
export type Profile = Schemas['Profile']
export type ProfileUpdateResult = Schemas['ProfileUpdateResult']
export type VipLevel = Schemas['VipLevel']
export type Game = Schemas['Game']
export type FavouriteGame = Schemas['FavouriteGame']
export type HotGame = Schemas['HotGame']
export type SeoRecord = Schemas['SeoRecord']
export type Cms = Schemas['Cms']
export type Stats = Schemas['Stats']
export type WithdrawalRecord = Schemas['WithdrawalRecord']
export type WinnerRecord = Schemas['WinnerRecord']
export type SocialAccount = Schemas['SocialAccount']
export type InboxItem = Schemas['InboxItem']
export type AnalyticsScript = Schemas['AnalyticsScript']

// Provisional calls (x-provisional: true).
export type RefusalMessage = Schemas['RefusalMessage']
export type ProvisionalFailure = Schemas['ProvisionalFailure']
export type BetRecord = Schemas['BetRecord']
export type DepositChannel = Schemas['DepositChannel']
export type Deposit = Schemas['Deposit']
export type DepositStatus = Schemas['DepositStatus']
export type WithdrawalInfo = Schemas['WithdrawalInfo']
export type Withdrawal = Schemas['Withdrawal']
export type BankOption = Schemas['BankOption']
export type BankAccount = Schemas['BankAccount']
export type Transaction = Schemas['Transaction']
export type StatementType = Schemas['StatementType']
export type StatementEntry = Schemas['StatementEntry']
export type Promotion = Schemas['Promotion']
export type Reward = Schemas['Reward']
export type Mission = Schemas['Mission']
export type SpinPrize = Schemas['SpinPrize']
export type SpinState = Schemas['SpinState']
export type NewsItem = Schemas['NewsItem']
export type Review = Schemas['Review']
export type TermCondition = Schemas['TermCondition']
