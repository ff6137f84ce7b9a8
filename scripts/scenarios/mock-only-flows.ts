import type { FlowName } from './matrix.ts'

const resetsThePlayer =
  'needs the backend reset to its seed before each check (the mock does it through its control API)'
const bendsLogin = "breaks the login call through the mock's fault scenarios"
const seededLook =
  'compares the look with baselines of the seeded mock, whose clock is frozen through its control API'

/**
 * Why a flow cannot run against a backend other than the mock (`--backend`), or null when it
 * runs on any backend with a player (`--account`). Every flow must say: a new one that needs the
 * mock's control API (maintenance, faults, the clock, expiry) is then skipped with its reason
 * rather than failing on a backend that cannot be bent.
 */
export const mockOnlyReason: Record<FlowName, string | null> = {
  startup: null,
  maintenance: "turns the tenant's maintenance on through the mock's control API",
  'invalid-theme-code': "gives the tenant an unknown theme code through the mock's control API",
  'invalid-theme-colour':
    "gives the tenant a colour it does not allow through the mock's control API",
  login: null,
  'login-wrong-password': null,
  'login-tac': "reads the one-time code from the mock's control API (no SMS is sent)",
  'guest-redirect': null,
  'session-expiry': "expires the player's sessions through the mock's control API",
  'not-found': null,
  'balance-unavailable': "makes get_balance answer -503 through the mock's control API",
  disconnect: "makes the backend drop the login call through the mock's control API",
  'locale-switch': null,
  'recently-played': null,
  jackpot: "wins a jackpot and sets the clock through the mock's control API",
  'deposit-limit': `sets a deposit limit that stays on the player: ${resetsThePlayer}`,
  'time-out': `locks the player out for 24 hours: ${resetsThePlayer}`,
  'self-exclusion': `locks the player out for 6 months: ${resetsThePlayer}`,
  'reality-check': "moves the mock's clock through its control API",
  'identity-withdrawal':
    "drops and approves the player's identity check through the mock's control API",
  'fault-hang': bendsLogin,
  'fault-malformed-json': bendsLogin,
  'fault-html-502': bendsLogin,
  'fault-dribble': bendsLogin,
  'fault-random': bendsLogin,
  'visual-home': seededLook,
  'visual-home-player': seededLook,
  'visual-lobby': seededLook,
  'visual-login': seededLook,
  'visual-vip': seededLook,
  'visual-deposit': seededLook,
  'visual-maintenance': seededLook,
  'visual-not-found': seededLook,
}
