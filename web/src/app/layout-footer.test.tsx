import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readySite, setSiteState } from '../stores/site.ts'
import { renderPage, serveMockSite } from '../testing/mock-site.tsx'
import LayoutFooter from './layout-footer.tsx'

serveMockSite()

const Footer = () => <LayoutFooter siteName="Playfront" pages={[]} />

describe('the footer age notice', () => {
  it.each([
    { minAge: 18, want: 'Players must be 18 or older.' },
    { minAge: 21, want: 'Players must be 21 or older.' },
  ])('reads $minAge from the startup answer', ({ minAge, want }) => {
    setSiteState({ ...readySite()!, minAge })
    renderPage(Footer)
    expect(screen.getByText(new RegExp(want)).textContent).toContain(want)
    expect(screen.getByText(`${minAge}+`)).toBeTruthy()
  })

  it('asks 21 when the startup answer names no age', () => {
    setSiteState({ ...readySite()!, minAge: undefined })
    renderPage(Footer)
    expect(screen.getByText(/Players must be 21 or older\./)).toBeTruthy()
  })
})
