import { balanceUnavailable } from './flows/balance-unavailable.ts'
import { depositLimit } from './flows/deposit-limit.ts'
import { disconnect } from './flows/disconnect.ts'
import { faultDribble } from './flows/fault-dribble.ts'
import { faultHang } from './flows/fault-hang.ts'
import { faultHtml502 } from './flows/fault-html-502.ts'
import { faultMalformedJson } from './flows/fault-malformed-json.ts'
import { faultRandom } from './flows/fault-random.ts'
import { identityWithdrawal } from './flows/identity-withdrawal.ts'
import { guestRedirect } from './flows/guest-redirect.ts'
import { jackpot } from './flows/jackpot.ts'
import { invalidThemeCode } from './flows/invalid-theme-code.ts'
import { invalidThemeColour } from './flows/invalid-theme-colour.ts'
import { localeSwitch } from './flows/locale-switch.ts'
import { login } from './flows/login.ts'
import { loginTac } from './flows/login-tac.ts'
import { loginWrongPassword } from './flows/login-wrong-password.ts'
import { maintenance } from './flows/maintenance.ts'
import { notFound } from './flows/not-found.ts'
import { recentlyPlayed } from './flows/recently-played.ts'
import { realityCheck } from './flows/reality-check.ts'
import { selfExclusion } from './flows/self-exclusion.ts'
import { sessionExpiry } from './flows/session-expiry.ts'
import { startup } from './flows/startup.ts'
import { timeOut } from './flows/time-out.ts'
import type { FlowName } from './matrix.ts'
import type { FlowRun } from './scenario.ts'
import { visualFlow } from './visual/visual-flow.ts'

/** The module behind each flow name of the matrix. */
export const flowRuns: Record<FlowName, FlowRun> = {
  startup,
  maintenance,
  'invalid-theme-code': invalidThemeCode,
  'invalid-theme-colour': invalidThemeColour,
  login,
  'login-wrong-password': loginWrongPassword,
  'login-tac': loginTac,
  'guest-redirect': guestRedirect,
  'session-expiry': sessionExpiry,
  'not-found': notFound,
  'balance-unavailable': balanceUnavailable,
  disconnect,
  'locale-switch': localeSwitch,
  'recently-played': recentlyPlayed,
  jackpot,
  'deposit-limit': depositLimit,
  'time-out': timeOut,
  'self-exclusion': selfExclusion,
  'reality-check': realityCheck,
  'identity-withdrawal': identityWithdrawal,
  'fault-hang': faultHang,
  'fault-malformed-json': faultMalformedJson,
  'fault-html-502': faultHtml502,
  'fault-dribble': faultDribble,
  'fault-random': faultRandom,
  'visual-home': visualFlow('visual-home'),
  'visual-home-player': visualFlow('visual-home-player'),
  'visual-lobby': visualFlow('visual-lobby'),
  'visual-login': visualFlow('visual-login'),
  'visual-vip': visualFlow('visual-vip'),
  'visual-deposit': visualFlow('visual-deposit'),
  'visual-maintenance': visualFlow('visual-maintenance'),
  'visual-not-found': visualFlow('visual-not-found'),
}
