import { expect, test } from '@playwright/test'
import { mockControl } from '../support/mock-control.ts'

// Runs after the login and money stories went through the proxy (playwright.proxy.config.ts).
test.describe.configure({ mode: 'serial' })

test('the login and money stories went through the proxy with zero contract violations', async ({
  request,
}) => {
  const mock = mockControl(request)
  const journal = await mock.requests()
  expect(journal.requests.filter((r) => r.via === 'proxy').length).toBeGreaterThan(20)
  expect(await mock.violations()).toEqual({
    count: 0,
    violations: [],
  })
})

test('a drifting backend answer is counted and listed, naming the field', async ({ request }) => {
  const mock = mockControl(request)
  await mock.addScenario({
    name: 'drift',
    path: '/api/auth/get_balance',
    mode: 'type',
    field: 'game_balance',
  })
  const login = await request.post('/api/auth/login', {
    data: {
      domain_name: 'localhost',
      external_id: 'T-DEFAULT',
      account_id: 'demo',
      password: 'demo1234',
    },
  })
  const { token } = (await login.json()) as { token: string }
  await request.post('/api/auth/get_balance', { data: { account_id: 'demo', auth: token } })
  await mock.clearScenarios()
  const seen = await mock.violations()
  expect(seen.count).toBe(1)
  expect(seen.violations[0]).toMatchObject({
    source: 'backend-answer',
    path: '/api/auth/get_balance',
    problems: ['game_balance: must be number'],
  })
})
