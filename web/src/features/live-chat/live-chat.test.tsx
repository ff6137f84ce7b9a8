import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import misc from '../../locales/en/misc.json'
import type { ChatWidget, loadChatWidget } from './chat-widget.ts'
import { LiveChat } from './live-chat.tsx'
import { whenPageIdle } from '../../lib/page-idle.ts'

const i18n = createInstance()
await i18n.use(initReactI18next).init({ lng: 'en', ns: ['misc'], resources: { en: { misc } } })

function fakeWidget(): ChatWidget {
  return {
    init: async () => ({}),
    open: vi.fn(async () => {}),
    close: vi.fn(),
    isOpen: () => false,
  }
}

function renderChat(licence: string, load: typeof loadChatWidget, image?: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <LiveChat licence={licence} load={load} image={image} />
    </I18nextProvider>,
  )
}

afterEach(cleanup)

describe('LiveChat', () => {
  it('shows no button until the widget is ready, then opens it', async () => {
    const widget = fakeWidget()
    let ready!: (widget: ChatWidget) => void
    const load = vi.fn(() => new Promise<ChatWidget>((resolve) => (ready = resolve)))
    renderChat('LIC-3', load)
    expect(screen.queryByRole('button', { name: 'Open live chat' })).toBeNull()
    // The widget loads once the page is idle.
    await vi.waitFor(() =>
      expect(load).toHaveBeenCalledWith(
        'LIC-3',
        expect.objectContaining({ title: 'Live chat', send: 'Send' }),
      ),
    )

    await act(async () => ready(widget))
    await userEvent.click(screen.getByRole('button', { name: 'Open live chat' }))
    expect(widget.open).toHaveBeenCalled()
  })

  it('only logs a widget that never becomes ready', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    renderChat('LIC-3', () => Promise.reject(new Error('live chat: widget not ready')))
    await vi.waitFor(() =>
      expect(info).toHaveBeenCalledWith('Live chat not ready:', 'live chat: widget not ready'),
    )
    expect(screen.queryByRole('button')).toBeNull()
    info.mockRestore()
  })

  it.each([
    ['the tenant’s picture (live_chat.image_id)', '/__mock/img/chat/casino1.svg', true],
    ['no picture: the speech bubble', undefined, false],
    ['a script URL is never a picture', 'javascript:alert(1)', false],
  ])('draws the button with %s', async (_, image, pictured) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    renderChat('LIC-3', async () => fakeWidget(), image)
    const button = await screen.findByRole('button', { name: 'Open live chat' })
    expect(button.querySelector('img')?.getAttribute('src') ?? null).toBe(pictured ? image : null)
    expect(button.querySelector('svg') === null).toBe(pictured)
    info.mockRestore()
  })

  it('loads nothing for a tenant without a chat licence', async () => {
    const load = vi.fn()
    renderChat('', load)
    // Past the moment a licensed widget would have started loading.
    await act(async () => whenPageIdle())
    expect(load).not.toHaveBeenCalled()
  })
})
