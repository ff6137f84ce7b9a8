import { setupMockServer } from '@playfront/mock-server/node'
import { cleanup, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { loginWithPassword } from '../features/auth/api/login.ts'
import { startupState, type StartupAnswer } from '../features/site/utils/startup-state.ts'
import { api, configureApi, forgetReads, onApiFailure } from '../lib/api.ts'
import { handleFailure } from '../app/global-error-handler.ts'
import { ModalHost } from '../app/modal-host.tsx'
import { setUnreadInbox } from '../stores/inbox.ts'
import { closeModal } from '../stores/modals.ts'
import { resetSession } from '../stores/session.ts'
import { setSiteState } from '../stores/site.ts'
import { englishI18n } from './english-i18n.ts'

export const demo = { accountId: 'demo', password: 'demo1234' }

const i18n = await englishI18n()

/**
 * The whole mock backend answers in-process (msw/node) for the default tenant, as it does for
 * the built site, and every test starts from its seed with the site started and nobody signed in.
 */
export function serveMockSite() {
  const { server, backend } = setupMockServer()
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' })
    configureApi(location.origin)
    onApiFailure(handleFailure)
  })
  beforeEach(async () => {
    await backend.reset()
    const answer = await api().post('/api/startup', { domain_name: location.hostname })
    setSiteState(startupState(answer as StartupAnswer))
  })
  afterEach(() => {
    cleanup()
    forgetReads()
    resetSession()
    closeModal()
    setUnreadInbox(0)
  })
  afterAll(() => server.close())
  return backend
}

/** Signs in through the same call the login form makes, so the page sees a real session. */
export async function signInAs(player = demo): Promise<void> {
  if (!(await loginWithPassword(player.accountId, player.password)))
    throw new Error(`${player.accountId} could not sign in`)
}

/** The one-time code the mock sent last, read as QA reads it: from the control API. */
export async function latestTac(accountId: string): Promise<string> {
  const query = new URLSearchParams({ domain_name: location.hostname, account_id: accountId })
  const answer = await fetch(`${location.origin}/__mock/tac?${query}`)
  return ((await answer.json()) as { tac: string }).tac
}

function Elsewhere() {
  const { pathname, search } = useLocation()
  return <h1>Now at {pathname + search}</h1>
}

/**
 * Renders one page of `app/pages` at `path` with the shell's modals (a failed call opens the
 * error dialog as on the site); any other address a link or a redirect leads to shows a heading
 * "Now at <address>", so a test sees where the player went.
 */
export function renderPage(Page: ComponentType, path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ModalHost />
          </>
        ),
        children: [
          { path: path.split('?')[0], Component: Page },
          { path: '*', Component: Elsewhere },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return router
}
