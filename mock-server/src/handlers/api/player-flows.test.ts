import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createInProcessMock, type InProcessMock } from '../../testing/in-process.ts'

let mock: InProcessMock
beforeAll(async () => {
  mock = await createInProcessMock()
})
beforeEach(() => mock.backend.reset())

const tenant = { domain_name: 'localhost', external_id: 'T-DEFAULT' }
const tacOf = async (account: string) =>
  (await mock.control('GET', `/tac?domain_name=localhost&account_id=${account}`)).json.tac as string

describe('player flows', () => {
  it.each([
    ['a wrong password', { account_id: 'demo', password: 'nope' }],
    ['an unknown account', { account_id: 'ghost', password: 'demo1234' }],
    ['a foreign external_id', { account_id: 'demo', password: 'demo1234', external_id: 'T-SLOT1' }],
  ])('login refuses %s with -500 internalServerError and a statusDetail', async (_case, body) => {
    expect(await mock.call('/api/auth/login', { ...tenant, ...body })).toMatchObject({
      statusCode: -500,
      statusMessage: 'internalServerError',
      statusDetail: expect.any(String),
    })
  })

  it('an unknown domain gets a clear startup failure, not a crash', async () => {
    expect(await mock.call('/api/startup', { domain_name: 'nowhere.example' })).toMatchObject({
      statusCode: -500,
      statusDetail: expect.stringContaining('nowhere.example'),
    })
  })

  it('login by tac: the code works once, and not after 5 minutes', async () => {
    await mock.call('/api/auth/tac/request_login', { ...tenant, account_id: 'demo' })
    const tac = await tacOf('demo')
    expect(
      await mock.call('/api/auth/tac/verify', {
        ...tenant,
        account_id: 'demo',
        tac: tac === '000000' ? '111111' : '000000',
      }),
    ).toMatchObject({ statusCode: -500 })
    expect(
      await mock.call('/api/auth/login_tac', { ...tenant, account_id: 'demo', tac }),
    ).toMatchObject({ statusCode: 1, token: expect.any(String) })
    expect(
      await mock.call('/api/auth/login_tac', { ...tenant, account_id: 'demo', tac }),
    ).toMatchObject({ statusCode: -500, statusDetail: expect.stringContaining('used') })
    await mock.call('/api/auth/tac/request_login', { ...tenant, account_id: 'demo' })
    const late = await tacOf('demo')
    mock.backend.clock.advance(5 * 60_000)
    expect(
      await mock.call('/api/auth/login_tac', { ...tenant, account_id: 'demo', tac: late }),
    ).toMatchObject({ statusDetail: expect.stringContaining('expired') })
  })

  it('a registration code is refused for a taken account id', async () => {
    expect(
      await mock.call('/api/auth/tac/request_new_register', { ...tenant, account_id: 'demo' }),
    ).toMatchObject({ statusCode: -500 })
  })

  it('update_password checks the old password, then only the new one logs in', async () => {
    const auth = await mock.login()
    expect(
      await mock.call('/api/auth/update_password', {
        account_id: 'demo',
        auth,
        password: 'wrong',
        new_password: 'n3w-pass',
      }),
    ).toMatchObject({ statusCode: -500 })
    expect(
      await mock.call('/api/auth/update_password', {
        account_id: 'demo',
        auth,
        password: 'demo1234',
        new_password: 'n3w-pass',
      }),
    ).toMatchObject({ statusCode: 1 })
    await expect(mock.login('localhost', 'demo', 'demo1234')).rejects.toThrow()
    await expect(mock.login('localhost', 'demo', 'n3w-pass')).resolves.toEqual(expect.any(String))
  })

  it('forgot_password needs the matching phone', async () => {
    const phone = mock.backend.tables.players.get('localhost|demo')!.contact_phone
    expect(
      await mock.call('/api/auth/forgot_password', {
        ...tenant,
        account_id: 'demo',
        contact_phone: phone,
      }),
    ).toMatchObject({ statusCode: 1 })
    expect(
      await mock.call('/api/auth/forgot_password', {
        ...tenant,
        account_id: 'demo',
        contact_phone: '0000',
      }),
    ).toMatchObject({ statusCode: -500 })
  })

  it('vip reports the level and what the next one needs from stored totals', async () => {
    const auth = await mock.login()
    const result = (await mock.call('/api/auth/vip', { account_id: 'demo', auth })) as {
      nextLevel: Record<string, unknown>[]
    }
    expect(result.nextLevel[0]).toMatchObject({
      vip_name: 'Silver',
      vip_name_next: 'Gold',
      starting_deposit: 1000,
      deposit_next: 5000,
    })
  })

  it('favourites, hot games by type and the SEO record come from stored data', async () => {
    const auth = await mock.login()
    expect(
      (
        (await mock.call('/api/home/fav_list', { account_id: 'demo', auth })) as {
          value: unknown[]
        }
      ).value,
    ).toHaveLength(4)
    const all = (
      (await mock.call('/api/product/get_hot_games', { ...tenant, game_type: '' })) as {
        value: { game_type: string }[]
      }
    ).value
    const crash = (
      (await mock.call('/api/product/get_hot_games', { ...tenant, game_type: 'crash' })) as {
        value: { game_type: string }[]
      }
    ).value
    expect(all.length).toBeGreaterThan(crash.length)
    expect(crash.length).toBeGreaterThan(0)
    expect(crash.every((g) => g.game_type === 'crash')).toBe(true)
    expect(await mock.call('/api/seo', { ...tenant, page_name: 'home' })).toMatchObject({
      statusCode: 1,
      value: { page_name: 'home' },
    })
    expect(await mock.call('/api/seo', { ...tenant, page_name: 'nope' })).toMatchObject({
      statusCode: -503,
      value: { id: 0 },
    })
  })

  it('an invalid body changes nothing', async () => {
    const auth = await mock.login()
    const before = JSON.stringify(mock.backend.tables.players.get('localhost|demo'))
    const result = await mock.call('/api/settings/profile_update', {
      account_id: 'demo',
      auth,
      full_name: 'X',
      contact_email: 'not-an-email',
    })
    expect(result).toMatchObject({
      statusCode: -500,
      statusDetail: expect.stringContaining('contact_email'),
    })
    expect(JSON.stringify(mock.backend.tables.players.get('localhost|demo'))).toBe(before)
  })

  it('records an ad visit', async () => {
    await mock.call('/api/settings/adsvisit', { ...tenant, fbp: 'fb.1.2.3', appsflyer_id: '' })
    expect(mock.backend.snapshot().ad_visits.at(-1)).toMatchObject({
      domain_name: 'localhost',
      fbp: 'fb.1.2.3',
    })
  })
})
