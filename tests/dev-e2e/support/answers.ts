import type { Page } from '@playwright/test'

export type Call = { method: 'GET' | 'POST'; path: string; body?: unknown }

/** Calls whose answers must match wherever a snapshot is loaded: the site, the money, the clock, the scenarios. */
export function comparedCalls(domain: string, token: string): Call[] {
  return [
    { method: 'POST', path: '/api/startup', body: { domain_name: domain } },
    { method: 'POST', path: '/api/auth/get_balance', body: { account_id: 'demo', auth: token } },
    { method: 'POST', path: '/api/settings/get_inbox', body: { account_id: 'demo', auth: token } },
    { method: 'GET', path: '/__mock/scenarios' },
    { method: 'GET', path: '/__mock/clock' },
  ]
}

/** The answers in order; of the clock only its offset, since `now` moves between two calls. */
export async function answersFrom(
  send: (call: Call) => Promise<unknown>,
  calls: Call[],
): Promise<unknown[]> {
  const answers: unknown[] = []
  for (const call of calls) {
    const answer = await send(call)
    answers.push(
      call.path === '/__mock/clock'
        ? { offset_ms: (answer as { offset_ms: number }).offset_ms }
        : answer,
    )
  }
  return answers
}

export const sendFromPage = (page: Page) => (call: Call) =>
  page.evaluate(async ({ method, path, body }) => {
    const response = await fetch(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return response.json()
  }, call)

export const sendTo =
  (origin: string, fetcher: typeof fetch = fetch) =>
  async (call: Call) => {
    const response = await fetcher(`${origin}${call.path}`, {
      method: call.method,
      headers: { 'content-type': 'application/json' },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    })
    return response.json()
  }

export const sessionToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('playfront.session') ?? '{}') as { session_token?: string })
        .session_token ?? '',
  )
