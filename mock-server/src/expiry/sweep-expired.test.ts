import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { openSession } from '../sessions.ts'
import { adVisitsKept } from './sweep-expired.ts'

let mock: InProcessMock
beforeAll(async () => {
  mock = await createInProcessMock()
})
beforeEach(() => mock.backend.reset())

const tenant = { domain_name: 'localhost', external_id: 'T-DEFAULT' }
const minute = 60_000
const tables = () => mock.backend.tables
const balanceWith = (auth: string) =>
  mock.call('/api/auth/get_balance', { account_id: 'demo', auth })

describe('the expiry sweeps', () => {
  it('drop every session once its lifetime has passed on the mock clock, and the tokens answer as before', async () => {
    const tokens = await Promise.all(Array.from({ length: 500 }, () => mock.login()))
    expect(tables().sessions.size).toBe(500)
    await mock.control('POST', '/clock', { advance_ms: 31 * minute })
    expect(tables().sessions.size).toBe(0)
    expect(await balanceWith(tokens[0]!)).toMatchObject({ statusMessage: 'sessionExpired' })
  })

  it('drop ended sessions on the next call a minute later, while live ones stay', async () => {
    const ended = await mock.login()
    await mock.call('/api/auth/logout', { account_id: 'demo', auth: ended })
    const live = await mock.login()
    mock.backend.clock.advance(2 * minute)
    expect(await balanceWith(live)).toMatchObject({ statusCode: 1 })
    expect(tables().sessions.get(ended)).toBeUndefined()
    expect(tables().sessions.get(live)).toBeDefined()
  })

  it('drop an ended session the moment a call meets it', async () => {
    const token = await mock.login()
    await mock.control('POST', '/players/demo/expire-sessions?domain_name=localhost')
    expect(await balanceWith(token)).toMatchObject({ statusMessage: 'sessionExpired' })
    expect(tables().sessions.get(token)).toBeUndefined()
  })

  it('keep one code per account and purpose, and drop used and expired ones', async () => {
    for (let i = 0; i < 3; i += 1)
      await mock.call('/api/auth/tac/request_login', { ...tenant, account_id: 'demo' })
    expect(tables().tacs.size).toBe(1)
    await mock.control('POST', '/clock', { advance_ms: 6 * minute })
    expect(tables().tacs.size).toBe(0)
  })

  it('drop launch tickets with their session', async () => {
    const auth = await mock.login()
    await mock.call('/api/product/launch_game', { account_id: 'demo', auth, game_code: 'LRS-01' })
    expect(tables().launches.size).toBe(1)
    await mock.control('POST', '/clock', { advance_ms: 31 * minute })
    expect(tables().launches.size).toBe(0)
  })

  it('forget attempt counts once their window and lock are over', async () => {
    await mock.call('/api/auth/login', { ...tenant, account_id: 'demo', password: 'wrong' })
    expect(tables().attempts.size).toBe(1)
    await mock.control('POST', '/clock', { advance_ms: 16 * minute })
    expect(tables().attempts.size).toBe(0)
  })

  it(`keep only the newest ${adVisitsKept} ad visits`, async () => {
    for (let i = 0; i < adVisitsKept + 5; i += 1)
      await mock.call('/api/settings/adsvisit', { ...tenant, fbp: `fb.${i}` })
    expect(tables().ad_visits.size).toBe(adVisitsKept)
    expect(tables().ad_visits.first()?.fbp).toBe('fb.5')
  })

  it('drop 19,000 ended sessions of 20,000 at once, and the 1,000 live ones still answer', async () => {
    const { backend } = mock
    for (let i = 0; i < 19_000; i += 1) await openSession(backend, 'localhost', 'demo')
    backend.clock.advance(20 * minute)
    const live: string[] = []
    for (let i = 0; i < 1_000; i += 1)
      live.push((await openSession(backend, 'localhost', 'demo')).token)
    await mock.control('POST', '/clock', { advance_ms: 11 * minute })
    expect(tables().sessions.size).toBe(1_000)
    expect(tables().sessions.collection.count()).toBe(1_000)
    expect(await balanceWith(live[999]!)).toMatchObject({ statusCode: 1 })
    expect(await balanceWith(live[0]!)).toMatchObject({ statusCode: 1 })
  })

  it('keep the newest ad visits of a loaded state that holds more than the journal keeps', async () => {
    const state = mock.backend.snapshot()
    state.ad_visits = Array.from({ length: 3 * adVisitsKept }, (_, i) => ({
      id: i + 1,
      domain_name: 'localhost',
      external_id: 'T-DEFAULT',
      fbp: `fb.${i + 1}`,
      appsflyer_id: '',
      at: '2025-01-01T00:00:00.000Z',
    }))
    await mock.backend.load(state)
    await mock.control('POST', '/clock', { advance_ms: 2 * minute })
    expect(tables().ad_visits.size).toBe(adVisitsKept)
    expect(tables().ad_visits.first()?.fbp).toBe(`fb.${2 * adVisitsKept + 1}`)
  })
})
