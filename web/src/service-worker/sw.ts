import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { offlinePath, pageCacheName, startupCacheName } from './cache-names.ts'
import { networkFirstPost } from './network-first-post.ts'
import { keepIfShareable } from './shareable-response.ts'
import { splitLocale } from '../lib/locale-path.ts'
import { locales } from '../lib/locales.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[]
}

// Every hashed file of this build: a return visit needs only its page, and a page left open
// across a deploy still finds the chunks of the build it started with.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// The offline page of this tenant (the worker is one per tenant host) in each language, kept at
// install: with no network and no copy of the page asked for, it is what the player sees.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(pageCacheName).then((cache) => cache.addAll(locales.map(offlinePath))),
  )
})

// A new build waits until the page says so (the next navigation), never mid-page.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
// The first worker of a visit takes the page that installed it: there is nothing older to keep.
clientsClaim()

const pages = new NetworkFirst({
  cacheName: pageCacheName,
  networkTimeoutSeconds: 3,
  plugins: [keepIfShareable],
})

// A page: the network first, for 3 s; then the last good copy of it; then the offline page.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    try {
      const answer = await pages.handle(options)
      if (answer) return answer
    } catch {
      // Neither the network nor a copy: the offline page below.
    }
    const offline = await caches.match(
      offlinePath(splitLocale(new URL(options.request.url).pathname).locale),
      {
        cacheName: pageCacheName,
      },
    )
    return offline ?? Response.error()
  },
)

// Startup (a page started in the browser, a tenant change): the network first, for 3 s, then
// the last good answer. No other call is kept: a balance, a history or a session is never cached.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/api/startup',
  networkFirstPost({ cacheName: startupCacheName, timeoutMs: 3_000 }),
  'POST',
)

// The tenant's pictures (logos, banners, game art) and the chat widget, from the cache at once
// and refreshed behind.
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    (request.destination === 'image' || url.pathname.startsWith('/livechat/')),
  new StaleWhileRevalidate({
    cacheName: 'site-pictures',
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
)
