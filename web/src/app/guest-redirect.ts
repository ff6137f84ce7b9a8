import { guestRedirectFor } from '../features/auth/utils/guest-redirect.ts'
import { localizePath } from '../lib/locale-path.ts'
import { currentLocale } from '../stores/locale.ts'
import { readySite } from '../stores/site.ts'
import { openModalOnArrival } from './arrival-modal.ts'

/** The target for a guest on a player-only page; opens the template's modal once they arrive. */
export function sendGuestAway(search: string): string {
  const destination = guestRedirectFor(readySite()?.site.theme_code ?? '')
  const path = localizePath(destination.path, currentLocale())
  if ('modal' in destination)
    openModalOnArrival({ path, modal: destination.modal, delayMs: destination.delayMs })
  return path + search
}
