import { describe, expect, it, vi } from 'vitest'
import { createApi, type FailureReport } from './client.ts'
import { emptySeoRecord } from './empty-seo-record.ts'
import type { ApiPath, RequestBody } from './types.ts'

const baseUrl = 'http://mock.test'
const tenant = { domain_name: 'casino3.localhost', external_id: 'T-CASINO3' }
const player = { account_id: 'demo', auth: 'token-1' }

const bodies: { [P in ApiPath]?: RequestBody<P> } = {
  '/api/startup': { domain_name: 'casino3.localhost' },
  '/api/auth/login': { account_id: 'demo', password: 'demo1234', ...tenant },
  '/api/auth/get_balance': player,
  '/api/home/fav_list': player,
  '/api/seo': { ...tenant, page_name: 'home' },
  '/api/settings/siteinfodetail': tenant,
  '/api/settings/social_account': tenant,
  '/api/settings/get_inbox': player,
  '/api/product/get_hot_games': { ...tenant, game_type: '' },
}

type FakeFetch = (request: Request) => Promise<Response>
const rejecting: FakeFetch = async () => {
  throw new TypeError('fetch failed')
}
const replying =
  (text: string, status = 200, statusText = 'OK'): FakeFetch =>
  async () =>
    new Response(text, { status, statusText, headers: { 'content-type': 'application/json' } })
const json = (body: unknown, status = 200, statusText = 'OK') =>
  replying(JSON.stringify(body), status, statusText)

function call(path: ApiPath, fetch: FakeFetch) {
  const reports: FailureReport[] = []
  const api = createApi({ baseUrl, fetch, onError: (report) => reports.push(report) })
  // bodies holds a body for every path used below.
  const result = api.post(path, bodies[path] as never)
  return { result, reports }
}

const http500 = replying('<h1>Internal Server Error</h1>', 500, 'Internal Server Error')
const http503 = replying('Service Unavailable', 503, 'Service Unavailable')

// One row per failure value of spec section 8.
const failureRows: [string, { path: ApiPath; fetch: FakeFetch; want: object }][] = [
  [
    'a settings call whose fetch rejects is a disconnect',
    {
      path: '/api/settings/get_inbox',
      fetch: rejecting,
      want: { statusCode: 0, statusMessage: 'disconnect' },
    },
  ],
  [
    'a settings call answered by HTTP 502 is a disconnect',
    {
      path: '/api/settings/social_account',
      fetch: replying('bad gateway', 502, 'Bad Gateway'),
      want: { statusCode: 0, statusMessage: 'disconnect' },
    },
  ],
  [
    'hot games answered with HTML is a disconnect',
    {
      path: '/api/product/get_hot_games',
      fetch: replying('<html>'),
      want: { statusCode: 0, statusMessage: 'disconnect' },
    },
  ],
  [
    'login answered by HTTP 500 is internalServerError naming the status',
    {
      path: '/api/auth/login',
      fetch: http500,
      want: {
        statusCode: -500,
        statusMessage: 'internalServerError',
        statusDetail: 'HTTP 500 Internal Server Error',
      },
    },
  ],
  [
    'login answered with a body that is not JSON is internalServerError naming the parse error',
    {
      path: '/api/auth/login',
      fetch: replying('{"statusCode":'),
      want: {
        statusCode: -500,
        statusMessage: 'internalServerError',
        statusDetail: expect.stringMatching(/^Response is not JSON \(SyntaxError: /),
      },
    },
  ],
  [
    'login whose fetch rejects is internalServerError with the error text',
    {
      path: '/api/auth/login',
      fetch: rejecting,
      want: {
        statusCode: -500,
        statusMessage: 'internalServerError',
        statusDetail: 'TypeError: fetch failed',
      },
    },
  ],
  [
    'a balance that cannot be read is serviceUnavailable',
    {
      path: '/api/auth/get_balance',
      fetch: http503,
      want: {
        statusCode: -503,
        statusMessage: 'serviceUnavailable',
        statusDetail: 'HTTP 503 Service Unavailable',
      },
    },
  ],
  [
    'favourites that cannot be read are serviceUnavailable with an empty list',
    {
      path: '/api/home/fav_list',
      fetch: rejecting,
      want: {
        statusCode: -503,
        statusMessage: 'serviceUnavailable',
        statusDetail: 'TypeError: fetch failed',
        value: [],
      },
    },
  ],
  [
    'an SEO record that cannot be read is serviceUnavailable with the empty record',
    {
      path: '/api/seo',
      fetch: http500,
      want: {
        statusCode: -503,
        statusMessage: 'serviceUnavailable',
        statusDetail: 'HTTP 500 Internal Server Error',
        value: emptySeoRecord(),
      },
    },
  ],
  [
    'site info that cannot be read is serviceUnavailable',
    {
      path: '/api/settings/siteinfodetail',
      fetch: replying('[1,2]'),
      want: {
        statusCode: -503,
        statusMessage: 'serviceUnavailable',
        statusDetail: 'Response is not a status envelope (no numeric statusCode)',
      },
    },
  ],
  [
    'a startup that throws is internalServerError with maintenance off',
    {
      path: '/api/startup',
      fetch: rejecting,
      want: {
        statusCode: -500,
        statusMessage: 'internalServerError',
        statusDetail: 'TypeError: fetch failed',
        maintenance: { is_maintenance: false, start_date: null, end_date: null },
      },
    },
  ],
]

describe('a caller of api.post when the call breaks on the way', () => {
  it.each(failureRows)('%s', async (_name, { path, fetch, want }) => {
    const { result, reports } = call(path, fetch)
    const body = await result
    expect(body).toStrictEqual(want)
    expect(reports).toStrictEqual([{ path, ...want }])
  })
})

describe('a caller of api.post when the backend answers', () => {
  it('gets a failure envelope of the backend untouched, reported once', async () => {
    const sent = {
      statusCode: 0,
      statusMessage: 'Session Expired',
      statusDetail: 'token expired',
      extra: 7,
    }
    const { result, reports } = call('/api/auth/get_balance', json(sent))
    expect(await result).toStrictEqual(sent)
    expect(reports).toStrictEqual([{ path: '/api/auth/get_balance', ...sent }])
  })

  it('gets a failure envelope sent with an HTTP error status untouched', async () => {
    const sent = { statusCode: 0, statusMessage: 'permissionDenied' }
    const { result, reports } = call('/api/settings/get_inbox', json(sent, 403, 'Forbidden'))
    expect(await result).toStrictEqual(sent)
    expect(reports).toHaveLength(1)
  })

  it('treats statusMessage OK as success even without statusCode 1, and reports nothing', async () => {
    const sent = { statusCode: 200, statusMessage: 'OK', game_balance: 10, game_token: 2 }
    const { result, reports } = call('/api/auth/get_balance', json(sent))
    expect(await result).toStrictEqual(sent)
    expect(reports).toEqual([])
  })

  it('reports each failure once and never a success, across several calls', async () => {
    const onError = vi.fn()
    const replies = [
      json({ statusCode: 1, game_balance: 5, game_token: 0 }),
      rejecting,
      json({ statusCode: -503, statusMessage: 'serviceUnavailable' }),
    ]
    const api = createApi({ baseUrl, onError, fetch: (request) => replies.shift()!(request) })
    await api.post('/api/auth/get_balance', player)
    await api.post('/api/auth/get_balance', player)
    await api.post('/api/auth/get_balance', player)
    expect(onError.mock.calls).toEqual([
      [
        {
          path: '/api/auth/get_balance',
          statusCode: -503,
          statusMessage: 'serviceUnavailable',
          statusDetail: 'TypeError: fetch failed',
        },
      ],
      [{ path: '/api/auth/get_balance', statusCode: -503, statusMessage: 'serviceUnavailable' }],
    ])
  })

  it('sends a JSON POST to the base URL plus the path, with the configured headers', async () => {
    const seen: Request[] = []
    const api = createApi({
      baseUrl,
      headers: { 'x-tenant-test': 'yes' },
      fetch: async (request) => (
        seen.push(request),
        new Response(JSON.stringify({ statusCode: 1, value: [] }))
      ),
    })
    const res = await api.post('/api/home/fav_list', player)
    expect(res).toEqual({ statusCode: 1, value: [] })
    const [request] = seen
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe(`${baseUrl}/api/home/fav_list`)
    expect(request?.headers.get('content-type')).toBe('application/json')
    expect(request?.headers.get('x-tenant-test')).toBe('yes')
    expect(await request?.json()).toEqual(player)
  })
})

describe('createApi', () => {
  it('refuses a base URL that cannot address a backend, saying why', () => {
    expect(() => createApi({ baseUrl: 'http://' })).toThrow(/baseUrl "http:\/\/" is not a URL/)
    expect(() => createApi({ baseUrl: '' })).toThrow(/outside a browser give an absolute one/)
  })
})

describe('a call that never finishes', () => {
  // The backend accepts the call and then says nothing, or trickles its body for ever.
  const hanging: FakeFetch = (request) =>
    new Promise((_resolve, reject) =>
      request.signal.addEventListener('abort', () => reject(request.signal.reason)),
    )
  const endlessBody: FakeFetch = async (request) => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"statusCode":'))
        request.signal.addEventListener('abort', () => controller.error(request.signal.reason))
      },
    })
    return new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } })
  }

  const rows: [string, { path: ApiPath; fetch: FakeFetch; want: object }][] = [
    [
      'a hanging settings call is a disconnect after the time limit',
      {
        path: '/api/settings/get_inbox',
        fetch: hanging,
        want: { statusCode: 0, statusMessage: 'disconnect' },
      },
    ],
    [
      'a hanging login is internalServerError naming the time limit',
      {
        path: '/api/auth/login',
        fetch: hanging,
        want: {
          statusCode: -500,
          statusMessage: 'internalServerError',
          statusDetail: expect.stringContaining('TimeoutError: no answer within 2000 ms'),
        },
      },
    ],
    [
      'a body that never ends counts against the same limit',
      {
        path: '/api/auth/get_balance',
        fetch: endlessBody,
        want: {
          statusCode: -503,
          statusMessage: 'serviceUnavailable',
          statusDetail: expect.stringContaining('TimeoutError'),
        },
      },
    ],
  ]
  it.each(rows)('%s', async (_name, { path, fetch, want }) => {
    vi.useFakeTimers()
    try {
      const reports: FailureReport[] = []
      const api = createApi({
        baseUrl,
        fetch,
        timeoutMs: 2_000,
        onError: (report) => reports.push(report),
      })
      let settled = false
      const result = api.post(path, bodies[path] as never).finally(() => (settled = true))
      await vi.advanceTimersByTimeAsync(1_999)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await result).toMatchObject(want)
      expect(reports).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a quick answer clears its timer', async () => {
    vi.useFakeTimers()
    try {
      const api = createApi({
        baseUrl,
        fetch: json({ statusCode: 1, statusMessage: 'OK', game_balance: 1, game_token: 0 }),
      })
      await api.post('/api/auth/get_balance', player)
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it.each([0, -1, Number.NaN])('refuses a time limit of %s', (timeoutMs) => {
    expect(() => createApi({ baseUrl, timeoutMs })).toThrow(/timeoutMs must be a positive number/)
  })
})
