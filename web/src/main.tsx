import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { hydrateSite, serverState } from './app/hydrate-site.tsx'
import { startI18n } from './app/i18n.ts'
import { configureApi } from './lib/api.ts'
import { loadRuntimeConfig } from './lib/runtime-config.ts'
import { splitLocale } from './lib/locale-path.ts'
import { setLocale } from './stores/locale.ts'
import { restoreSession } from './stores/session.ts'
import './app/styles.css'

async function boot(): Promise<void> {
  if (import.meta.env.DEV) await (await import('./dev/start-mock.ts')).startMock()
  const root = document.getElementById('root')
  if (!root) return
  const { locale } = splitLocale(location.pathname)
  setLocale(locale)
  const drawn = serverState()
  if (!drawn) restoreSession()
  const [config] = await Promise.all([loadRuntimeConfig(), startI18n(locale)])
  configureApi(config.apiBaseUrl)
  if (drawn) await hydrateSite(drawn, root)
  else createRoot(root).render(<App />)
}

void boot()
