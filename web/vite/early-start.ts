// Runs inline in index.html while the HTML is parsed, before any module: it starts what the first
// paint waits for, in parallel, so that the chain to the first game tile is two round trips deep.
// Plain browser code only: it is inlined with toString(), so it may import types and nothing else.
import type { BootData } from '../src/lib/boot-data.ts'

export function earlyStart(): void {
  const block = document.getElementById('playfront-boot')
  if (!block?.textContent) return
  const boot = JSON.parse(block.textContent) as BootData
  const prefix = /^\/(fil|zh)(?=\/|$)/.exec(location.pathname)
  const locale = prefix?.[1] ?? 'en'
  const rest = location.pathname.slice(prefix ? prefix[0].length : 0)
  const isHome = (rest === '' || rest === '/') && !boot.routeRules['/']
  // Startup first: the browser opens six connections per host and the rest queue behind it.
  if (boot.earlyStartup) {
    const early = window as unknown as { playfrontStartup?: Promise<unknown> }
    early.playfrontStartup = fetch(`${boot.config.apiBaseUrl}/api/startup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ domain_name: location.hostname }),
    }).then((response) => response.json())
    early.playfrontStartup.catch(() => undefined)
  }
  // The HTML's preloader speaks the page's language once the body is parsed, before any module runs.
  document.documentElement.lang = locale
  document.addEventListener('readystatechange', () => {
    const label = boot.loading[locale]
    const preloader = document.querySelector('#root > .preloader')
    if (document.readyState !== 'interactive' || !label || !preloader) return
    preloader.setAttribute('aria-label', label)
    const text = preloader.querySelector('.visually-hidden')
    if (text) text.textContent = label
  })
  // The page's own chunks (route /x is pages/x-page.tsx), its messages, and English, the fallback.
  const { files, messages, screens, pages } = boot.preload
  const page = isHome ? pages.home : pages[rest.replace(/^\/|\/$/g, '')]
  const wanted = [
    ...(messages[locale] ?? []),
    ...(locale === 'en' ? [] : (messages.en ?? [])),
    ...(page ?? []),
    ...(page && !isHome ? (screens[locale] ?? []) : []),
  ]
  for (const href of new Set(wanted.map((index) => files[index] ?? ''))) {
    const link = document.createElement('link')
    // Stylesheets are only fetched here: the app inserts them in its usual order, from the cache.
    link.rel = href.endsWith('.css') ? 'preload' : 'modulepreload'
    if (href.endsWith('.css')) link.as = 'style'
    link.href = href
    document.head.appendChild(link)
  }
}
