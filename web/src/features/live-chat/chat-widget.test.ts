import { afterEach, describe, expect, it, vi } from 'vitest'
import panelSource from '../../../public/livechat/panel.js?raw'
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

const served: Record<string, string> = {
  '/livechat/widget.js': widgetSource,
  '/livechat/panel.js': panelSource,
}

/** jsdom does not fetch scripts, so the served files are run the way the browser would run them. */
function serveWidgetScripts({ offline = false } = {}) {
  const fetched: string[] = []
  const append = document.body.appendChild.bind(document.body)
  vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    append(node)
    const source = node instanceof HTMLScriptElement && served[new URL(node.src).pathname]
    if (source) {
      fetched.push(new URL((node as HTMLScriptElement).src).pathname)
      const panel = source === panelSource
      if (panel && offline) node.dispatchEvent(new Event('error'))
      else {
        new Function(source)()
        node.dispatchEvent(new Event('load'))
      }
    }
    return node
  })
  return fetched
}

afterEach(() => {
  vi.restoreAllMocks()
  delete window.SiteChat
  delete window.SiteChatPanel
  document.body.innerHTML = ''
})

describe('loadChatWidget with the local widget script', () => {
  it('initialises with the licence, and fetches the accessible chat window when it is opened', async () => {
    const fetched = serveWidgetScripts()
    const widget = await loadChatWidget('LIC-3', labels)
    expect(fetched).toEqual(['/livechat/widget.js'])
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    await widget.open()
    expect(fetched).toEqual(['/livechat/widget.js', '/livechat/panel.js'])
    const panel = document.querySelector('[role="dialog"]') as HTMLElement
    expect(panel.getAttribute('aria-labelledby')).toBe('pf-chat-title')
    expect(widget.isOpen()).toBe(true)
    expect(document.activeElement?.id).toBe('pf-chat-input')
    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(widget.isOpen()).toBe(false)
    await widget.open()
    expect(fetched).toHaveLength(2)
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
  })

  it('says so when the chat window cannot be fetched, and fetches it again on the next open', async () => {
    const fetched = serveWidgetScripts({ offline: true })
    const widget = await loadChatWidget('LIC-3', labels)
    await expect(widget.open()).rejects.toThrow('panel.js did not load')
    expect(widget.isOpen()).toBe(false)
    await expect(widget.open()).rejects.toThrow('panel.js did not load')
    expect(fetched.filter((path) => path.endsWith('panel.js'))).toHaveLength(2)
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
