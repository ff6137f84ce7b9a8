import { guestRedirectFor } from '../features/auth/utils/guest-redirect.ts'
import { localizePath } from '../features/locale/utils/locale-path.ts'
import { currentLocale } from '../stores/locale.ts'
import { openModal } from '../stores/modals.ts'
import { readySite } from '../stores/site.ts'

/** The target for a guest on a player-only page; opens the template's modal once they arrive. */
export function sendGuestAway(search: string): string {
  const destination = guestRedirectFor(readySite()?.site.theme_code ?? '')
  if ('modal' in destination) {
    const { modal, delayMs } = destination
    setTimeout(() => openModal({ kind: modal }), delayMs)
  }
  return localizePath(destination.path, currentLocale()) + search
}
