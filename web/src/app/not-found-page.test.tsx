import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderPage, serveMockSite } from '../testing/mock-site.tsx'
import { NotFoundPage } from './not-found-page.tsx'

serveMockSite()

describe('the not-found page', () => {
  it('names the missing address and leads back home', async () => {
    const user = userEvent.setup()
    renderPage(NotFoundPage, '/no-such-page')
    expect(screen.getByText('Page not found: /no-such-page')).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Back to home' }))
    expect(await screen.findByRole('heading', { name: 'Now at /' })).toBeTruthy()
  })

  it('leads back to the home of the language the address was in', async () => {
    const user = userEvent.setup()
    renderPage(NotFoundPage, '/zh/no-such-page')
    await user.click(screen.getByRole('link', { name: 'Back to home' }))
    expect(await screen.findByRole('heading', { name: 'Now at /zh' })).toBeTruthy()
  })
})
