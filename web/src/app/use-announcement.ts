import { useEffect } from 'react'
import { openModal } from '../stores/modals.ts'
import { session } from '../stores/session.ts'
import type { ReadySite } from '../stores/site.ts'

export const announcementSeenKey = 'site.announcement-seen'

/** The before-login announcement shows once per browser tab, to guests, when the site enables it. */
export function useAnnouncement(ready: ReadySite | null): void {
  const enabled = Boolean(ready?.showAnnouncement)
  useEffect(() => {
    if (!enabled || session().isAuthenticated || sessionStorage.getItem(announcementSeenKey)) return
    sessionStorage.setItem(announcementSeenKey, '1')
    openModal({ kind: 'announcement' })
  }, [enabled])
}
