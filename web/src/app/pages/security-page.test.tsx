import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import SecurityPage from './security-page.tsx'

serveMockSite()
const signOutOne = { name: /^Sign out (?!all other devices)/ }
// Three sign-ins leave two other sessions open beside the one the page runs in.
beforeEach(async () => {
  await signInAs()
  await signInAs()
  await signInAs()
})

describe('the security page', () => {
  it('lists the signed-in devices and marks this one', async () => {
    renderPage(SecurityPage, '/security')
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items.filter((item) => item.textContent?.includes('(this device)'))).toHaveLength(1)
    expect(screen.getAllByRole('button', signOutOne)).toHaveLength(2)
    expect(
      screen.getByText('Changing your password signs you out on every other device.'),
    ).toBeTruthy()
  })

  it('signs out one other device, then all the others', async () => {
    const user = userEvent.setup()
    renderPage(SecurityPage, '/security')
    const [first] = await screen.findAllByRole('button', signOutOne)
    await user.click(first!)
    expect(await screen.findByText('1 device signed out.')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }))
    expect(await screen.findByText('You are signed in on this device only.')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByRole('button', signOutOne)).toBeNull()
  })
})
