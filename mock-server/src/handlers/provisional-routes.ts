import type { MockBackend } from '../backend.ts'
import type { ApiRoutes } from './api-types.ts'
import { provisionalAccountRoutes } from './api/provisional-account.ts'
import { provisionalBankRoutes } from './api/provisional-bank.ts'
import { provisionalContentRoutes } from './api/provisional-content.ts'
import { provisionalGameRoutes } from './api/provisional-games.ts'
import { provisionalHistoryRoutes } from './api/provisional-history.ts'
import { provisionalPromotionRoutes } from './api/provisional-promotions.ts'
import { provisionalSaferPlayRoutes } from './api/provisional-safer-play.ts'
import { provisionalWalletRoutes } from './api/provisional-wallet.ts'
import { demoGameHandlers } from './control/demo-game.ts'
import { jackpotHandlers } from './control/jackpots.ts'
import { moneyHandlers } from './control/money.ts'

/**
 * The routes of the provisional calls (`x-provisional: true` in the contract), by path.
 *
 * @example
 * Object.keys(provisionalRoutes).includes('/api/wallet/deposit') // true
 */
export const provisionalRoutes: ApiRoutes = {
  ...provisionalGameRoutes,
  ...provisionalWalletRoutes,
  ...provisionalBankRoutes,
  ...provisionalHistoryRoutes,
  ...provisionalPromotionRoutes,
  ...provisionalContentRoutes,
  ...provisionalSaferPlayRoutes,
  ...provisionalAccountRoutes,
}

/**
 * The control routes the provisional calls need: the cashier (approve or reject deposits and
 * withdrawals, the auto-approval delay), the demo game page and the jackpots (list, win now).
 *
 * @example
 * setupServer(...provisionalControlHandlers(backend))
 */
export function provisionalControlHandlers(backend: MockBackend) {
  return [...moneyHandlers(backend), ...demoGameHandlers(backend), ...jackpotHandlers(backend)]
}
