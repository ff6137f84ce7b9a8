import { localizePath } from '../lib/locale-path.ts'
import { api } from '../lib/api.ts'
import { playerBody } from '../lib/tenant.ts'
import { currentLocale } from '../stores/locale.ts'
import { resetSession, session } from '../stores/session.ts'
import { sendGuestAway } from './guest-redirect.ts'
import { currentSearch, navigateTo } from './navigation.ts'

/** The backend ends the token first, so a copy of it left anywhere stops working, then the player's state goes. */
export async function logOut(): Promise<void> {
  if (session().isAuthenticated) await api().post('/api/auth/logout', playerBody())
  resetSession()
  navigateTo(localizePath('/', currentLocale()) + currentSearch())
}

/** The player's own session-time limit ended the session: signed out, and at the login to come back when they choose. */
export function endSessionAtLimit(): void {
  resetSession()
  navigateTo(localizePath('/login', currentLocale()) + currentSearch())
}

/** Expiry and blocked accounts: the player is signed out and sent where the template sends guests. */
export function endSession(): void {
  resetSession()
  navigateTo(sendGuestAway(currentSearch()))
}
