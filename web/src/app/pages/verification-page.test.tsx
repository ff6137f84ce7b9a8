import { createControlClient } from '@playfront/mock-server/control-client'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import VerificationPage from './verification-page.tsx'

const backend = serveMockSite()
const onePixelPng = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)
const photo = (name: string) => new File([onePixelPng], name, { type: 'image/png' })

beforeEach(async () => {
  backend.tables.identity_checks.deleteWhere(() => true)
  await signInAs()
})

describe('the verification page', () => {
  it('takes the two documents, then shows the check as pending with what was sent', async () => {
    const user = userEvent.setup()
    renderPage(VerificationPage, '/verification')
    expect(await screen.findByRole('heading', { name: 'Not verified yet' })).toBeTruthy()
    expect(screen.getByText('You have not sent any document yet.')).toBeTruthy()
    await user.upload(screen.getByLabelText('Front of your ID card'), photo('front.png'))
    expect(await screen.findByText('Sent.')).toBeTruthy()
    await user.upload(screen.getByLabelText('A selfie holding your ID'), photo('selfie.png'))
    expect(await screen.findByRole('heading', { name: 'Check in progress' })).toBeTruthy()
    const sent = screen.getByRole('list')
    expect(sent.textContent).toMatch(/Front of your ID card PNG, 1 KB/)
    expect(sent.textContent).toMatch(/A selfie holding your ID PNG, 1 KB/)
  })

  it('refuses a PDF and a file over 5 MB before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderPage(VerificationPage, '/verification')
    const front = await screen.findByLabelText('Front of your ID card')
    await user.upload(front, new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a JPEG, PNG or WebP image.')
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'id.png', { type: 'image/png' })
    await user.upload(front, huge)
    expect(await screen.findByText('This file is larger than 5 MB.')).toBeTruthy()
    expect(backend.tables.identity_documents.all()).toHaveLength(0)
  })

  it('shows a rejected check with its reason and lets the player send again', async () => {
    const user = userEvent.setup()
    renderPage(VerificationPage, '/verification')
    await user.upload(await screen.findByLabelText('Front of your ID card'), photo('front.png'))
    await user.upload(screen.getByLabelText('A selfie holding your ID'), photo('selfie.png'))
    await screen.findByRole('heading', { name: 'Check in progress' })
    const control = createControlClient({ baseUrl: location.origin })
    await control.decideIdentity(location.hostname, 'demo', 'reject', 'The photo is blurred.')
    cleanup()
    renderPage(VerificationPage, '/verification')
    expect(await screen.findByRole('heading', { name: 'Check not passed' })).toBeTruthy()
    expect(screen.getByText('Reason: The photo is blurred.')).toBeTruthy()
    expect(screen.getByLabelText('Front of your ID card')).toBeTruthy()
  })

  it('shows a verified player that nothing is left to send', async () => {
    await backend.reset()
    await signInAs()
    renderPage(VerificationPage, '/verification')
    expect(await screen.findByRole('heading', { name: 'Identity verified' })).toBeTruthy()
    expect(screen.queryByLabelText('Front of your ID card')).toBeNull()
  })
})
