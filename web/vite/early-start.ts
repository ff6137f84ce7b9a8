// Runs inline in index.html while the HTML is parsed, before any module: it starts what the first
// paint waits for, in parallel, so that the chain to the first game tile is two round trips deep.
// Plain browser code only: it is inlined with toString(), so it may import types and nothing else.
import type { BootData } from '../src/lib/boot-data.ts'

export function earlyStart(): void {
  const block = document.getElementById('site-boot')
  if (!block?.textContent) return
  const boot = JSON.parse(block.textContent) as BootData
  const prefix = /^\/(fil|zh)(?=\/|$)/.exec(location.pathname)
  const locale = prefix?.[1] ?? 'en'
  const rest = location.pathname.slice(prefix ? prefix[0].length : 0)
  const isHome = (rest === '' || rest === '/') && !boot.routeRules['/']
  // A file is fetched ahead of its use: a module, a stylesheet (only fetched: the app inserts it in
  // its usual order, from the cache), or the largest paint's image.
  const preload = (href: string, as: 'style' | 'image' | 'script') => {
    const link = document.createElement('link')
    link.rel = as === 'script' ? 'modulepreload' : 'preload'
    if (as !== 'script') link.as = as
    // Vite inserts a chunk's stylesheet as <link crossorigin>: a preload without it is fetched in
    // another credentials mode, which the browser will not reuse, and the file is fetched twice.
    if (as === 'style') link.crossOrigin = ''
    if (as === 'image') link.fetchPriority = 'high'
    link.href = href
    document.head.appendChild(link)
  }
  const preloadFile = (href: string) => preload(href, href.endsWith('.css') ? 'style' : 'script')
  // Startup first: the browser opens six connections per host and the rest queue behind it.
  if (boot.earlyStartup) {
    const early = window as unknown as { siteStartup?: Promise<unknown> }
    early.siteStartup = fetch(`${boot.config.apiBaseUrl}/api/startup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ domain_name: location.hostname }),
    }).then((response) => response.json())
    early.siteStartup.catch(() => undefined)
    // Once startup names the tenant: its layout and palette, and on the home page its three
    // lists and the first banner's image, all while the scripts are still on their way.
    const post = (path: string, body: Record<string, unknown>): Promise<unknown> =>
      fetch(`${boot.config.apiBaseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json())
    type Site = { theme_code?: string; external_id?: string }
    type Startup = { statusCode?: number; maintenance?: { is_maintenance?: boolean }; site?: Site }
    const homeAnswers = early.siteStartup.then((answer) => {
      const startup = answer as Startup | undefined
      const site = startup?.statusCode === 1 && !startup.maintenance?.is_maintenance && startup.site
      if (!site) return undefined
      for (const index of boot.preload.looks[site.theme_code ?? ''] ?? [])
        preloadFile(boot.preload.files[index] ?? '')
      if (!isHome) return undefined
      const tenant = { domain_name: location.hostname, external_id: site.external_id ?? '' }
      const answers: Record<string, Promise<unknown>> = {}
      for (const [name, call] of Object.entries(boot.home)) {
        answers[name] = post(call.path, { ...tenant, ...call.body })
        answers[name].catch(() => undefined)
      }
      void answers.banners?.then((list) => {
        const promotions = list as { statusCode?: number; value?: { image_url?: string }[] }
        const image = promotions.statusCode === 1 && promotions.value?.find((p) => p.image_url)
        if (image && image.image_url) preload(image.image_url, 'image')
      })
      return answers
    })
    homeAnswers.catch(() => undefined)
    ;(window as unknown as { siteHome?: Promise<unknown> }).siteHome = homeAnswers
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
  // The page's own chunks (route /x is pages/x-page.tsx) and its messages (no English fallback:
  // every language has every key, app/i18n.ts).
  const { files, messages, screens, pages } = boot.preload
  const page = isHome ? pages.home : pages[rest.replace(/^\/|\/$/g, '')]
  const wanted = [
    ...(messages[locale] ?? []),
    ...(page ?? []),
    ...(page && !isHome ? (screens[locale] ?? []) : []),
  ]
  for (const href of new Set(wanted.map((index) => files[index] ?? ''))) preloadFile(href)
}
