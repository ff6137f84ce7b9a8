import type { WorkboxPlugin } from 'workbox-core'

/**
 * Keeps a page only when anyone may keep it: a successful answer that is not `no-store` (a page
 * drawn for a signed-in player is, and its balance is never served from a cache).
 */
export const keepIfShareable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null
    return /\bno-store\b/i.test(response.headers.get('cache-control') ?? '') ? null : response
  },
}
