export type ChatLabels = {
  title: string
  close: string
  messages: string
  message: string
  placeholder: string
  send: string
  welcome: string
  received: string
}

export type ChatWidget = {
  init(options: { licence: string; labels: ChatLabels }): Promise<unknown>
  /** Fetches the chat window the first time (a vendor's loader does the same), then shows it. */
  open(opener?: HTMLElement): Promise<void>
  close(): void
  isOpen(): boolean
}

declare global {
  interface Window {
    SiteChat?: ChatWidget
    // The chat window that widget.js fetches on the first open (public/livechat/panel.js).
    SiteChatPanel?: unknown
  }
}

export const widgetUrl = `${import.meta.env.BASE_URL}livechat/widget.js`
export const widgetTimeoutMs = 10_000

function loadScript(src: string, doc: Document): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = doc.querySelector<HTMLScriptElement>(`script[src="${src}"]`)
    const script = existing ?? Object.assign(doc.createElement('script'), { src, async: true })
    if (existing && doc.defaultView?.SiteChat) return resolve()
    script.addEventListener('load', () => resolve(), { once: true })
    script.addEventListener('error', () => reject(new Error(`live chat: ${src} did not load`)), {
      once: true,
    })
    if (!existing) doc.body.appendChild(script)
  })
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error('live chat: widget not ready')), ms),
  )
}

/** Resolves with the widget once it is initialised with the tenant's licence (startup chat_id). */
export async function loadChatWidget(
  licence: string,
  labels: ChatLabels,
  { doc = document, src = widgetUrl, timeoutMs = widgetTimeoutMs } = {},
): Promise<ChatWidget> {
  const ready = (async () => {
    await loadScript(src, doc)
    const widget = doc.defaultView?.SiteChat
    if (!widget) throw new Error('live chat: widget missing after load')
    await widget.init({ licence, labels })
    return widget
  })()
  return Promise.race([ready, timeout(timeoutMs)])
}
