import type { ProvisionalPath } from '@playfront/contract/types'
import type { BodyContext } from './valid-bodies.ts'

// The smallest real PNG (one pixel), for the document upload.
export const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/**
 * A valid request body for every provisional path, for the demo player of a tenant (the game,
 * channel and bank are ones the default tenant `localhost` offers).
 *
 * @example
 * provisionalBodies({ domain: 'localhost', externalId: 'T-DEFAULT', account: 'demo', token })['/api/wallet/deposit']
 */
export function provisionalBodies({
  domain,
  externalId,
  account,
  token,
}: BodyContext): Record<ProvisionalPath, object> {
  const tenant = { domain_name: domain, external_id: externalId }
  const player = { account_id: account, auth: token }
  const game = { ...player, game_code: 'LRS-01' }
  return {
    '/api/product/games': { ...tenant, game_type: 'slots', keyword: '', page: 1 },
    '/api/product/launch_game': game,
    '/api/home/add_fav': game,
    '/api/home/remove_fav': game,
    '/api/home/recent_games': player,
    '/api/jackpot/list': tenant,
    '/api/game/demo_bet': { ...game, stake: 10, outcome: 'win' },
    '/api/wallet/deposit_channels': player,
    '/api/wallet/deposit': {
      ...player,
      channel_code: 'GCASH',
      amount: 500,
      idempotency_key: 'conformance-key-1',
    },
    '/api/wallet/deposit_status': { ...player, deposit_id: 1 },
    '/api/wallet/withdrawal_info': player,
    '/api/wallet/withdraw': { ...player, amount: 200 },
    '/api/bank/options': tenant,
    '/api/bank/accounts': player,
    '/api/bank/add_account': {
      ...player,
      bank_code: 'BDO',
      account_name: 'Juan Dela Cruz',
      account_number: '001234567890',
    },
    '/api/bank/remove_account': { ...player, bank_account_id: 1 },
    '/api/bank/set_default': { ...player, bank_account_id: 1 },
    '/api/history/transactions': { ...player, type: 'deposit', status: '', page: 1, page_size: 10 },
    '/api/history/bets': { ...player, date_from: '2024-01-01', date_to: '2099-12-31' },
    '/api/history/statement': player,
    '/api/promotion/list': tenant,
    '/api/promotion/apply': { ...player, promotion_id: 1 },
    '/api/mission/list': player,
    '/api/mission/claim': { ...player, mission_id: 1 },
    '/api/spin/state': player,
    '/api/spin/play': player,
    '/api/content/news': { ...tenant, page: 1 },
    '/api/content/reviews': tenant,
    '/api/content/submit_review': { ...player, rating: 4, comment: 'Quick deposits.' },
    '/api/content/term_condition': tenant,
    '/api/auth/logout': player,
    '/api/safer_play/limits': player,
    '/api/safer_play/set_limit': { ...player, kind: 'deposit', period: 'daily', amount: 1000 },
    '/api/safer_play/confirm_limit': { ...player, kind: 'deposit', period: 'daily', accept: false },
    '/api/safer_play/take_break': { ...player, type: 'timeout', duration: 'P1D' },
    '/api/safer_play/session_summary': player,
    '/api/safer_play/set_reality_check': { ...player, minutes: 30 },
    '/api/safer_play/set_session_limit': { ...player, minutes: 60 },
    '/api/safer_play/confirm_session_limit': { ...player, accept: false },
    '/api/account/kyc': player,
    '/api/account/kyc_upload': {
      ...player,
      kind: 'id_front',
      content_type: 'image/png',
      data: onePixelPng,
    },
    '/api/account/sessions': player,
    '/api/account/end_sessions': { ...player, others: true },
  }
}
