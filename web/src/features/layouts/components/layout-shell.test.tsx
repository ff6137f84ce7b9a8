import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { loadVariant } from '../load-variant.ts'
import type { LayoutName } from '../template-layout.ts'
import { LayoutShell } from './layout-shell.tsx'

const i18n = await englishI18n()

function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

async function renderShell(layout: LayoutName) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LayoutShell
          variant={await loadVariant(layout)}
          brand={{ name: 'Casino' }}
          homePath="/"
          nav={[]}
          account={null}
          languages={null}
          footer={null}
        >
          <p>page</p>
        </LayoutShell>
      </MemoryRouter>
    </I18nextProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the layout shell', () => {
  const rows: [string, { given: { layout: LayoutName; width: number }; want: boolean }][] = [
    [
      'the default layout has a menu button under 1024 px',
      { given: { layout: 'default', width: 1023 }, want: true },
    ],
    [
      'the default layout has none from 1024 px',
      { given: { layout: 'default', width: 1024 }, want: false },
    ],
    [
      'template2 keeps the menu button up to 1199 px',
      { given: { layout: 'template2', width: 1199 }, want: true },
    ],
    [
      'template2 is a desktop from 1200 px',
      { given: { layout: 'template2', width: 1200 }, want: false },
    ],
    [
      'template3 keeps the menu button up to 1199 px',
      { given: { layout: 'template3', width: 1199 }, want: true },
    ],
    [
      'template10 is a desktop from 1200 px',
      { given: { layout: 'template10', width: 1200 }, want: false },
    ],
    [
      'template4 has a menu button at 998 px',
      { given: { layout: 'template4', width: 998 }, want: true },
    ],
    [
      'template4 is a desktop from 999 px',
      { given: { layout: 'template4', width: 999 }, want: false },
    ],
    [
      'template6 is a desktop from 999 px',
      { given: { layout: 'template6', width: 999 }, want: false },
    ],
    [
      'template8 has a menu button at 998 px',
      { given: { layout: 'template8', width: 998 }, want: true },
    ],
    [
      'template9 is a desktop from 999 px',
      { given: { layout: 'template9', width: 999 }, want: false },
    ],
  ]
  it.each(rows)('%s', async (_, { given, want }) => {
    screenOf(given.width)
    await renderShell(given.layout)
    expect(screen.queryByRole('button', { name: 'Menu' }) !== null).toBe(want)
  })
})
