import { drawnHandover, hydrateSite } from './app/hydrate-site.tsx'
import { startI18n } from './app/i18n.ts'
import { watchInstallOffer } from './app/install-offer.ts'
import { configureApi } from './lib/api.ts'
import { loadRuntimeConfig } from './lib/runtime-config.ts'
import { splitLocale } from './lib/locale-path.ts'
import { setLocale } from './stores/locale.ts'
import './app/styles.css'

// Every page comes drawn by the site's server, in production and in `pnpm dev` alike (decision
// 040), with the state it was drawn from: the browser hydrates it.
async function boot(): Promise<void> {
  const root = document.getElementById('root')
  const handover = drawnHandover()
  if (!root || !handover) {
    console.error('This page was not drawn by the site server: there is nothing to hydrate.')
    return
  }
  watchInstallOffer()
  const { locale } = splitLocale(location.pathname)
  setLocale(locale)
  const [config] = await Promise.all([loadRuntimeConfig(), startI18n(locale)])
  configureApi(config.apiBaseUrl)
  await hydrateSite(handover, root)
}

void boot()
