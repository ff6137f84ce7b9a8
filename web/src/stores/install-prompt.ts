import { signal } from '@preact/signals-react'
import { perVisit } from '../lib/per-visit.ts'
import { useBrowserStore } from './use-store.ts'

/** Chromium's offer to install the site (`beforeinstallprompt`), held until the player asks. */
export type InstallOffer = Event & {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

const offer = perVisit(() => signal<InstallOffer | null>(null))

export function setInstallOffer(next: InstallOffer | null): void {
  offer().value = next
}

/** Chromium can make its offer before the page is hydrated; the server's page never has it. */
export function useInstallOffer(): InstallOffer | null {
  return useBrowserStore(offer(), null)
}
