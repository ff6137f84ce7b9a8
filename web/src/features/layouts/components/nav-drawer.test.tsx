import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { escapeAsItAppears } from '../../../testing/escape-as-it-appears.ts'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { NavDrawer } from './nav-drawer.tsx'

const i18n = await englishI18n()
const host = document.createElement('div')
document.body.append(host)
const root = createRoot(host)
afterEach(() => flushSync(() => root.render(null)))
afterAll(() => {
  root.unmount()
  host.remove()
})

describe('the mobile menu', () => {
  it('closes on Escape, its close button focused, from the moment it is in the page', async () => {
    const onClose = vi.fn()
    // A key pressed as soon as the panel is in the page: a commit that no click flushes (the
    // drawer's lazy chunk arriving), read before React's next task runs its passive effects.
    const focused = escapeAsItAppears(host)
    root.render(
      <I18nextProvider i18n={i18n}>
        <NavDrawer id="site-menu" onClose={onClose}>
          <nav aria-label="Main" />
        </NavDrawer>
      </I18nextProvider>,
    )
    expect((await focused)?.getAttribute('aria-label')).toBe('Close menu')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
