import type { Page } from '@playwright/test'
import { createControlClient } from '@playfront/mock-server/control-client'
import { pageFetch } from './dev-site.ts'

export type Call = { path: string; body: unknown }

/** Where answers come from: a fetch and the origin it calls ('' = the page's own). */
export type Site = { fetch: typeof fetch; baseUrl: string }

/** Product calls whose answers must match wherever a snapshot is loaded: the site, the money. */
export function comparedCalls(domain: string, token: string): Call[] {
  return [
    { path: '/api/startup', body: { domain_name: domain } },
    { path: '/api/auth/get_balance', body: { account_id: 'demo', auth: token } },
    { path: '/api/settings/get_inbox', body: { account_id: 'demo', auth: token } },
  ]
}

/**
 * The answers of the calls in order, then the mock's scenarios and clock; of the clock only its
 * offset, since `now` moves between two calls.
 */
export async function answersFrom(site: Site, calls: Call[]): Promise<unknown[]> {
  const answers: unknown[] = []
  for (const call of calls) {
    const response = await site.fetch(`${site.baseUrl}${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call.body),
    })
    answers.push(await response.json())
  }
  const mock = createControlClient(site)
  answers.push(await mock.scenarios())
  answers.push({ offset_ms: (await mock.clock()).offset_ms })
  return answers
}

export const sendFromPage = (page: Page): Site => ({ fetch: pageFetch(page), baseUrl: '' })

// Looked up at each call: msw/node replaces the global fetch only once a test's server listens.
export const sendTo = (origin: string): Site => ({
  fetch: (input, init) => fetch(input, init),
  baseUrl: origin,
})
