import { setInstallOffer, type InstallOffer } from '../stores/install-prompt.ts'

/**
 * Keeps Chromium's offer to install the site for the download bar to make (`beforeinstallprompt`
 * comes once the manifest and the service worker are in place), instead of its own mini-bar.
 */
export function watchInstallOffer(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    setInstallOffer(event as InstallOffer)
  })
  addEventListener('appinstalled', () => setInstallOffer(null))
}
