import { drawnHandover, hydrateSite } from './app/hydrate-site.tsx'
import { startI18n } from './app/i18n.ts'
import { watchInstallOffer } from './app/install-offer.ts'
import { configureApi } from './lib/api.ts'
import { loadRuntimeConfig } from './lib/runtime-config.ts'
import { splitLocale } from './lib/locale-path.ts'
import { setLocale } from './stores/locale.ts'
import './app/styles.css'

async function boot(): Promise<void> {
  if (import.meta.env.DEV) await (await import('./dev/start-mock.ts')).startMock()
  const root = document.getElementById('root')
  if (!root) return
  watchInstallOffer()
  const drawn = drawnHandover()
  // A page the server drew is hydrated. A bare one (pnpm dev, a static host) is started in the
  // browser, by code a page the server drew never downloads.
  const browserStart = drawn ? null : import('./app/client-start.tsx')
  const { locale } = splitLocale(location.pathname)
  setLocale(locale)
  const [config] = await Promise.all([loadRuntimeConfig(), startI18n(locale)])
  configureApi(config.apiBaseUrl)
  if (drawn) await hydrateSite(drawn, root)
  else (await browserStart)?.startInBrowser(root)
}

void boot()
