import { afterEach, describe, expect, it, vi } from 'vitest'
import widgetSource from '../../../public/livechat/widget.js?raw'
import { loadChatWidget, type ChatLabels } from './chat-widget.ts'

const labels: ChatLabels = {
  title: 'Live chat',
  close: 'Close chat',
  messages: 'Chat messages',
  message: 'Message',
  placeholder: 'Type your message',
  send: 'Send',
  welcome: 'Hello!',
  received: 'Thanks.',
}

/** jsdom does not fetch scripts, so the served file is run the way the browser would run it. */
function serveWidgetScript() {
  const append = document.body.appendChild.bind(document.body)
  return vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    append(node)
    if (node instanceof HTMLScriptElement && node.src.endsWith('/livechat/widget.js')) {
      new Function(widgetSource)()
      node.dispatchEvent(new Event('load'))
    }
    return node
  })
}

afterEach(() => {
  vi.restoreAllMocks()
  delete window.SiteChat
  document.body.innerHTML = ''
})

describe('loadChatWidget with the local widget script', () => {
  it('initialises with the licence and renders an accessible chat panel', async () => {
    serveWidgetScript()
    const widget = await loadChatWidget('LIC-3', labels)
    const panel = document.querySelector('[role="dialog"]') as HTMLElement
    expect(panel.getAttribute('aria-labelledby')).toBe('pf-chat-title')
    expect(panel.hidden).toBe(true)
    widget.open()
    expect(widget.isOpen()).toBe(true)
    expect(document.activeElement?.id).toBe('pf-chat-input')
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(widget.isOpen()).toBe(false)
  })

  it('fails when the script cannot be loaded', async () => {
    const append = document.body.appendChild.bind(document.body)
    vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      append(node)
      node.dispatchEvent(new Event('error'))
      return node
    })
    await expect(loadChatWidget('LIC-3', labels)).rejects.toThrow('did not load')
  })

  it('gives up when the widget never gets ready', async () => {
    vi.useFakeTimers()
    vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => node)
    const loading = loadChatWidget('LIC-3', labels, { timeoutMs: 10_000 })
    const outcome = expect(loading).rejects.toThrow('widget not ready')
    await vi.advanceTimersByTimeAsync(10_000)
    await outcome
    vi.useRealTimers()
  })
})
