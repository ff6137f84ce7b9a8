import type { BrowserContext } from '@playwright/test'

/** The tab's note that the before-login announcement was shown (web/src/app/use-announcement.ts). */
export const announcementSeenKey = 'site.announcement-seen'

const noted = new WeakSet<BrowserContext>()

/**
 * On a backend the runner cannot bend, the tenant's before-login announcement would cover the
 * first page a guest opens, as it does once per tab; the mock has it switched off per check
 * (cell-setup.ts). Here every page of the context opens as in a tab that has already shown it,
 * as a player's second page would.
 */
export async function announcementAlreadySeen(context: BrowserContext): Promise<void> {
  if (noted.has(context)) return
  noted.add(context)
  await context.addInitScript((key) => {
    if (location.protocol.startsWith('http')) sessionStorage.setItem(key, '1')
  }, announcementSeenKey)
}
