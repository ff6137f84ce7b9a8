import type { Page } from '@playwright/test'
import { sessionStorageKey, type SessionUser } from '../../web/src/stores/session-user.ts'

/**
 * A player who logged in on an earlier visit: `user` is in the local storage of `origin` before
 * the site's first script runs, where the site keeps it after a login, on every page `page` opens
 * there until the handle is disposed (once the page that needed it is open, so that a later
 * logout holds). The scenario runner's returning player and the e2e specs' `openSignedIn` use it.
 */
export function keepSessionInStorage(page: Page, origin: string, user: SessionUser) {
  return page.addInitScript(
    ({ origin, key, value }) => {
      if (location.origin === origin) localStorage.setItem(key, value)
    },
    { origin, key: sessionStorageKey, value: JSON.stringify(user) },
  )
}
