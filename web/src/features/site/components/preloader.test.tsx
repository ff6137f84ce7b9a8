import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { setSiteState, type SiteState } from '../../../stores/site.ts'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { Preloader } from './preloader.tsx'

const i18n = await englishI18n()
const ready = (showPreloader?: boolean) =>
  ({ status: 'ready', site: {}, menu: [], languages: [], showPreloader }) as unknown as SiteState

afterEach(() => {
  cleanup()
  setSiteState({ status: 'loading' })
})

describe('the preloader', () => {
  it.each([
    ['before startup has answered', { status: 'loading' } as SiteState, true],
    ['for a tenant that shows it', ready(true), true],
    ['for a tenant whose startup does not say', ready(undefined), true],
    ['for a tenant whose startup says show_preloader: false', ready(false), false],
  ])('%s: a spinner %s', (_, state, spins) => {
    setSiteState(state)
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <Preloader />
      </I18nextProvider>,
    )
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy()
    expect(container.querySelector('.preloader__spinner') !== null).toBe(spins)
  })
})
