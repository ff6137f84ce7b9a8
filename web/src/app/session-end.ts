import { localizePath } from '../features/locale/utils/locale-path.ts'
import { currentLocale } from '../stores/locale.ts'
import { resetSession } from '../stores/session.ts'
import { sendGuestAway } from './guest-redirect.ts'
import { currentSearch, navigateTo } from './router.tsx'

export function logOut(): void {
  resetSession()
  navigateTo(localizePath('/', currentLocale()) + currentSearch())
}

/** Expiry and blocked accounts: the player is signed out and sent where the template sends guests. */
export function endSession(): void {
  resetSession()
  navigateTo(sendGuestAway(currentSearch()))
}
