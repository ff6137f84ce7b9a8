import { afterAll, beforeAll, expect, it } from 'vitest'
import { setupMockServer } from './node.ts'

const { server, backend } = setupMockServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

it('answers fetch in-process on any origin through msw/node', async () => {
  await backend.ready()
  const response = await fetch('http://casino3.localhost:5173/api/startup', {
    method: 'POST',
    body: JSON.stringify({ domain_name: 'casino3.localhost' }),
  })
  expect(await response.json()).toMatchObject({
    statusCode: 1,
    site: { theme_code: 'casino3', external_id: 'T-CASINO3' },
  })
  expect(await (await fetch('http://localhost/__mock/health')).json()).toEqual({ ok: true })
})
