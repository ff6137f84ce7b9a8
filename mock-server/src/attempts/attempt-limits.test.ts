import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMockBackend } from '../backend.ts'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'

let mock: InProcessMock
beforeAll(async () => {
  mock = await createInProcessMock()
})
beforeEach(() => mock.backend.reset())

const tenant = { domain_name: 'localhost', external_id: 'T-DEFAULT' }
const minute = 60_000
const login = (account_id: string, password: string) =>
  mock.call('/api/auth/login', { ...tenant, account_id, password })
const loginTac = (account_id: string, tac: string) =>
  mock.call('/api/auth/login_tac', { ...tenant, account_id, tac })
const requestCode = (account_id: string) =>
  mock.call('/api/auth/tac/request_login', { ...tenant, account_id })
const codeOf = async (account: string) =>
  (await mock.control('GET', `/tac?domain_name=localhost&account_id=${account}`)).json.tac as string
const wrong = (code: string) => (code === '000000' ? '111111' : '000000')
const resetRequest = (account_id: string, contact_phone = '09170000000') =>
  mock.call('/api/auth/forgot_password', { ...tenant, account_id, contact_phone })

describe('wrong passwords', () => {
  it('ten lock password login for 15 minutes of the mock clock, even with the right one', async () => {
    for (let i = 1; i <= 9; i += 1)
      expect(await login('demo', `wrong${i}`)).toMatchObject({
        statusMessage: 'internalServerError',
      })
    expect(await login('demo', 'wrong10')).toMatchObject({
      statusCode: -500,
      statusMessage: 'tooManyAttempts',
      retry_after: 900,
    })
    mock.backend.clock.advance(5 * minute)
    expect(await login('demo', 'demo1234')).toMatchObject({
      statusMessage: 'tooManyAttempts',
      retry_after: 600,
    })
    mock.backend.clock.advance(10 * minute)
    expect(await login('demo', 'demo1234')).toMatchObject({ statusCode: 1 })
  })

  it("are cleared by the control API's unlock, for that account id only", async () => {
    for (let i = 0; i < 10; i += 1) await login('demo', 'wrong')
    for (let i = 0; i < 10; i += 1) await login('blocked', 'wrong')
    await requestCode('demo')
    const unlocked = await mock.control('POST', '/players/demo/unlock?domain_name=localhost')
    expect(unlocked.json).toEqual({ ok: true, cleared: 2 })
    expect(await login('demo', 'demo1234')).toMatchObject({ statusCode: 1 })
    expect(await login('blocked', 'demo1234')).toMatchObject({ statusMessage: 'tooManyAttempts' })
    // Counted again from nothing: nine more wrong passwords do not lock.
    for (let i = 0; i < 9; i += 1) await login('demo', 'wrong')
    expect(await login('demo', 'demo1234')).toMatchObject({ statusCode: 1 })
  })

  it('are forgotten after a right password, so a player who slips now and then is never locked', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 9; i += 1) await login('demo', 'wrong')
      expect(await login('demo', 'demo1234')).toMatchObject({ statusCode: 1 })
    }
  })

  it('lock one account id only: the same player on another tenant and other players still log in', async () => {
    for (let i = 0; i < 10; i += 1) await login('demo', 'wrong')
    expect(
      await mock.call('/api/auth/login', {
        domain_name: 'casino1.localhost',
        external_id: 'T-CASINO1',
        account_id: 'demo',
        password: 'demo1234',
      }),
    ).toMatchObject({ statusCode: 1 })
    expect(await login('blocked', 'demo1234')).toMatchObject({
      statusDetail: 'The account is blocked.',
    })
  })

  it('hold through a save and a load, and a reset clears them', async () => {
    for (let i = 0; i < 10; i += 1) await login('demo', 'wrong')
    const copy = createMockBackend({ initialState: mock.backend.snapshot() })
    await copy.ready()
    expect(copy.tables.attempts.get('password|localhost|demo')?.locked_until).toBeGreaterThan(
      copy.clock.now(),
    )
    await mock.backend.load(copy.snapshot())
    expect(await login('demo', 'demo1234')).toMatchObject({ statusMessage: 'tooManyAttempts' })
    await mock.control('POST', '/reset')
    expect(await login('demo', 'demo1234')).toMatchObject({ statusCode: 1 })
  })
})

describe('an unknown account', () => {
  it('gets, try after try, the very answers of a known account with a wrong password', async () => {
    for (let i = 0; i < 11; i += 1)
      expect(await login('nobody-here', 'wrong')).toEqual(await login('demo', 'wrong'))
  })

  it('gets the very answers of a known account to a code request and to wrong codes', async () => {
    expect(await requestCode('nobody-here')).toEqual(await requestCode('demo'))
    for (let i = 0; i < 6; i += 1)
      expect(await loginTac('nobody-here', '123456')).toEqual(
        await loginTac('demo', wrong(await codeOf('demo'))),
      )
  })
})

describe('wrong one-time codes', () => {
  it('five spend the code: the sixth try is refused even with the right code, and a new code works', async () => {
    await requestCode('demo')
    const code = await codeOf('demo')
    for (let i = 1; i <= 4; i += 1)
      expect(await loginTac('demo', wrong(code))).toMatchObject({
        statusMessage: 'internalServerError',
        statusDetail: 'The code is wrong, used or expired; request a new one.',
      })
    expect(await loginTac('demo', wrong(code))).toMatchObject({
      statusMessage: 'tooManyAttempts',
      retry_after: 900,
    })
    expect(await loginTac('demo', code)).toMatchObject({ statusMessage: 'tooManyAttempts' })
    expect(
      (await mock.control('GET', '/tac?domain_name=localhost&account_id=demo')).json,
    ).toMatchObject({ used: true })
    await requestCode('demo')
    expect(await loginTac('demo', await codeOf('demo'))).toMatchObject({ statusCode: 1 })
  })

  it('count on tac/verify too, which spends a registration code the same way', async () => {
    const body = { ...tenant, account_id: 'newcomer' }
    await mock.call('/api/auth/tac/request_new_register', body)
    const code = await codeOf('newcomer')
    for (let i = 0; i < 5; i += 1)
      await mock.call('/api/auth/tac/verify', { ...body, tac: wrong(code) })
    expect(await mock.call('/api/auth/tac/verify', { ...body, tac: code })).toMatchObject({
      statusMessage: 'tooManyAttempts',
    })
  })
})

describe('requests that send a text message', () => {
  it('five codes per account id in 15 minutes; the sixth waits for the window', async () => {
    for (let i = 0; i < 5; i += 1)
      expect(await requestCode('demo')).toMatchObject({ statusCode: 1 })
    mock.backend.clock.advance(5 * minute)
    expect(await requestCode('demo')).toMatchObject({
      statusMessage: 'tooManyAttempts',
      retry_after: 600,
    })
    mock.backend.clock.advance(10 * minute)
    expect(await requestCode('demo')).toMatchObject({ statusCode: 1 })
  })

  it('five password resets per account id an hour, matching or not', async () => {
    const phone = mock.backend.tables.players.get('localhost|demo')!.contact_phone
    for (let i = 0; i < 4; i += 1) await resetRequest('demo')
    expect(await resetRequest('demo', phone)).toMatchObject({ statusCode: 1 })
    expect(await resetRequest('demo', phone)).toMatchObject({
      statusMessage: 'tooManyAttempts',
      retry_after: 3600,
    })
    expect(await resetRequest('blocked')).toMatchObject({ statusMessage: 'internalServerError' })
  })

  it('a hundred password resets per tenant an hour, whichever account ids they name', async () => {
    for (let i = 0; i < 100; i += 1) await resetRequest(`someone${i}`)
    expect(await resetRequest('demo')).toMatchObject({ statusMessage: 'tooManyAttempts' })
    expect(
      await mock.call('/api/auth/forgot_password', {
        domain_name: 'casino1.localhost',
        external_id: 'T-CASINO1',
        account_id: 'demo',
        contact_phone: '09170000000',
      }),
    ).toMatchObject({ statusMessage: 'internalServerError' })
  })
})
