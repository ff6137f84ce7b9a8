import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { saferPlayCalls } from '../../features/safer-play/api/safer-play-calls.ts'
import { resetSession, session } from '../../stores/session.ts'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import ResponsibleGamingPage from './responsible-gaming-page.tsx'

const backend = serveMockSite()
const day = 24 * 60 * 60 * 1000

const fact = (row: HTMLElement, name: string) =>
  within(row).getByText(name).nextElementSibling?.textContent

const dailyDeposit = () => screen.findByRole('region', { name: 'Daily deposit limit' })

async function setDailyDeposit(amount: string) {
  const user = userEvent.setup()
  const row = await dailyDeposit()
  await user.type(
    within(row).getByRole('textbox', { name: 'New amount: Daily deposit limit' }),
    amount,
  )
  await user.click(within(row).getByRole('button', { name: 'Set Daily deposit limit' }))
  return { user, row }
}

describe('the responsible gaming page', () => {
  it('asks a guest to log in before it offers any tool', async () => {
    renderPage(ResponsibleGamingPage, '/responsible-gaming')
    expect(await screen.findByRole('link', { name: /Log in to set your limits/ })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Daily deposit limit' })).toBeNull()
  })

  it('shows all six limits, each with what it used and when it resets', async () => {
    await signInAs()
    renderPage(ResponsibleGamingPage, '/responsible-gaming')
    for (const kind of ['deposit', 'loss'])
      for (const period of ['Daily', 'Weekly', 'Monthly']) {
        const row = await screen.findByRole('region', { name: `${period} ${kind} limit` })
        expect(within(row).getByText('No limit')).toBeTruthy()
        expect(within(row).getByText('Resets')).toBeTruthy()
      }
  })

  it('applies a new limit at once, and a raise only after 24 hours and a confirmation', async () => {
    await signInAs()
    renderPage(ResponsibleGamingPage, '/responsible-gaming')
    const { user, row } = await setDailyDeposit('1000')
    expect(await within(row).findByText('Done: the limit applies now.')).toBeTruthy()
    expect(fact(row, 'Limit')).toMatch(/1,000/)

    await setDailyDeposit('2000')
    expect(await within(row).findByText(/Waiting change to .*2,000/)).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Confirm change' })).toBeNull()
    expect(fact(row, 'Limit')).toMatch(/1,000/)

    backend.clock.advance(day + 60_000)
    resetSession()
    await signInAs()
    const later = renderPage(ResponsibleGamingPage, '/responsible-gaming')
    const rows = await screen.findAllByRole('region', { name: 'Daily deposit limit' })
    const fresh = rows.at(-1)!
    await user.click(within(fresh).getByRole('button', { name: 'Confirm change' }))
    expect(await within(fresh).findByText('Done: the limit applies now.')).toBeTruthy()
    expect(within(fresh).queryByText(/Waiting change/)).toBeNull()
    expect(fact(fresh, 'Limit')).toMatch(/2,000/)
    expect(later.state.location.pathname).toBe('/responsible-gaming')
  })

  it('lowers a limit at once, and refuses an amount that is no amount before sending it', async () => {
    await signInAs()
    renderPage(ResponsibleGamingPage, '/responsible-gaming')
    const { row } = await setDailyDeposit('1000')
    expect(await within(row).findByText('Done: the limit applies now.')).toBeTruthy()
    await setDailyDeposit('500')
    await expect.poll(() => fact(row, 'Limit')).toMatch(/500/)
    expect(within(row).queryByText(/Waiting change/)).toBeNull()
    await setDailyDeposit('0')
    expect(within(row).getByText('Enter an amount greater than 0.')).toBeTruthy()
    expect(fact(row, 'Limit')).toMatch(/500/)
  })

  it('takes a time-out only after a confirmation that says until when, then signs the player out', async () => {
    await signInAs()
    renderPage(ResponsibleGamingPage, '/responsible-gaming')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: '7 days' }))
    await user.click(screen.getByRole('button', { name: 'Take a time-out' }))
    const dialog = screen.getByRole('dialog', { name: 'Take a time-out?' })
    expect(dialog.textContent).toMatch(/cannot log in for 7 days, until \w+ \d+, \d{4}/)
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(session().isAuthenticated).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Take a time-out' }))
    await user.click(screen.getByRole('button', { name: 'Yes, start my time-out' }))
    expect(await screen.findByRole('link', { name: /Log in to set your limits/ })).toBeTruthy()
    expect(session().isAuthenticated).toBe(false)
    await expect(signInAs()).rejects.toThrow()
    const refused = await screen.findByRole('dialog', { name: 'Something went wrong' })
    expect(refused.textContent).toMatch(/time-out.*It ends on \w+ \d+, \d{4}/)
  })
})

describe('the reality check setting', () => {
  it('keeps the interval the player picks', async () => {
    await signInAs()
    renderPage(ResponsibleGamingPage, '/responsible-gaming')
    const select = await screen.findByRole('combobox', { name: 'Remind me every' })
    expect(select).toHaveProperty('value', '0')
    await userEvent.setup().selectOptions(select, '30 minutes')
    expect(await screen.findByText('Saved.')).toBeTruthy()
    const summary = await saferPlayCalls.sessionSummary()
    expect(summary.ok && summary.value.reality_check_minutes).toBe(30)
  })
})
