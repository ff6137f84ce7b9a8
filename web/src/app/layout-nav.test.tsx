import { cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import type { MenuEntry, ReadySite } from '../stores/site.ts'
import { englishI18n } from '../testing/english-i18n.ts'
import { useLayoutNav } from './layout-nav.ts'

const i18n = await englishI18n()
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
)

const entry = (content_id: number, name: string, path: string, category: string | null) =>
  ({ content_id, name, path, category, children: [] }) as MenuEntry

const site = (menu: MenuEntry[]) => ({ menu }) as ReadySite

afterEach(cleanup)

describe("the layout's main menu", () => {
  it('keeps entries of no known category, links to other sites among them, and drops unsafe ones', () => {
    const menu = [
      entry(1, 'menu.slots', '/slots', 'slots'),
      {
        ...entry(3, 'Our blog', 'https://blog.example/', null),
        children: [
          { content_id: 4, name: 'Tips', path: 'https://blog.example/tips', category: null },
        ],
      },
      entry(5, 'E-sports', '/esports', 'esports'),
      entry(6, 'Trap', 'javascript:alert(1)', null),
    ]
    const { result } = renderHook(() => useLayoutNav(site(menu)), { wrapper })
    expect(result.current.nav).toEqual([
      { label: 'Slots', to: '/slots', icon: undefined, children: [] },
      {
        label: 'Our blog',
        to: 'https://blog.example/',
        icon: undefined,
        external: true,
        children: [
          { label: 'Tips', to: 'https://blog.example/tips', icon: undefined, external: true },
        ],
      },
      { label: 'E-sports', to: '/esports', icon: undefined, children: [] },
    ])
  })

  it('hides the hot games entry once the hot list came back empty (hasHotGames)', () => {
    const menu = [entry(1, 'menu.hot', '/hot', 'hot'), entry(2, 'menu.slots', '/slots', 'slots')]
    const { result, rerender } = renderHook(
      ({ hot }) => useLayoutNav({ ...site(menu), hasHotGames: hot }),
      {
        wrapper,
        initialProps: { hot: undefined as boolean | undefined },
      },
    )
    expect(result.current.nav.map((link) => link.label)).toEqual(['Hot', 'Slots'])
    rerender({ hot: true })
    expect(result.current.nav.map((link) => link.label)).toEqual(['Hot', 'Slots'])
    rerender({ hot: false })
    expect(result.current.nav.map((link) => link.label)).toEqual(['Slots'])
  })
})
