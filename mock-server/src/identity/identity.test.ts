import { beforeEach, describe, expect, it } from 'vitest'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { onePixelPng } from '../testing/provisional-bodies.ts'
import { imageSize } from './image-bytes.ts'

const jpegHead = btoa(
  String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1),
)
const webpHead = btoa('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ')

describe('an identity document is an image of its type, at most 5 MB', () => {
  it.each([
    ['a PNG', onePixelPng, 'image/png', { size: 70 }],
    ['a JPEG', jpegHead, 'image/jpeg', { size: 12 }],
    ['a WebP', webpHead, 'image/webp', { size: 16 }],
    [
      'a PNG sent as JPEG',
      onePixelPng,
      'image/jpeg',
      { problem: expect.stringContaining('not a JPEG') },
    ],
    [
      'text sent as PNG',
      btoa('hello world!'),
      'image/png',
      { problem: expect.stringContaining('not a PNG') },
    ],
    ['broken base64', 'iVBO@@@@', 'image/png', { problem: 'data: not base64.' }],
    ['a cut base64', 'iVBORw0', 'image/png', { problem: expect.stringContaining('multiple of 4') }],
    ['6 MB', 'A'.repeat(8_388_608), 'image/png', { problem: expect.stringContaining('5 MB') }],
  ] as const)('%s', (_name, data, type, want) => {
    expect(imageSize(data, type)).toEqual(want)
  })
})

let mock: InProcessMock
beforeEach(async () => {
  mock = await createInProcessMock()
})

async function newPlayer(account: string) {
  const tenant = { domain_name: 'localhost', external_id: mock.externalId() }
  await mock.call('/api/auth/signup', {
    ...tenant,
    account_id: account,
    password: 'secret123',
    contact_phone: '+639171234567',
  })
  const token = await mock.login('localhost', account, 'secret123')
  return (path: Parameters<InProcessMock['call']>[0], fields: object = {}) =>
    mock.call(path, { account_id: account, auth: token, ...fields }) as Promise<
      Record<string, unknown>
    >
}

describe('a new player withdrawing', () => {
  it('is refused until the operator approves the documents sent', async () => {
    const call = await newPlayer('kycplayer')
    await mock.backend.tables.players.update('localhost|kycplayer', (draft) => {
      draft.game_balance_minor = 100_000
    })
    await call('/api/bank/add_account', {
      bank_code: 'BDO',
      account_name: 'Kyc Player',
      account_number: '001234567890',
    })
    const before = await call('/api/wallet/withdraw', { amount: 200 })
    expect(before).toMatchObject({
      statusMessage: 'identityNotVerified',
      statusDetail: expect.stringContaining('no documents'),
    })
    expect((await call('/api/account/kyc')).value).toMatchObject({
      status: 'none',
      required: ['id_front', 'selfie'],
    })

    const front = { kind: 'id_front', content_type: 'image/png', data: onePixelPng }
    expect((await call('/api/account/kyc_upload', front)).value).toMatchObject({ status: 'none' })
    const both = await call('/api/account/kyc_upload', { ...front, kind: 'selfie' })
    expect(both.value).toMatchObject({ status: 'pending', documents: [{}, {}] })
    expect((await call('/api/wallet/withdraw', { amount: 200 })).statusDetail).toContain('pending')

    const reject = await mock.control('POST', '/players/kycplayer/kyc-reject', {
      reason: 'The photo is blurred.',
    })
    expect(reject.json).toMatchObject({
      identity: { status: 'rejected', reason: 'The photo is blurred.' },
    })
    await call('/api/account/kyc_upload', { ...front, kind: 'selfie' })
    expect((await mock.control('POST', '/players/kycplayer/kyc-approve')).status).toBe(200)
    expect((await call('/api/wallet/withdraw', { amount: 200 })).statusCode).toBe(1)
  })

  it('cannot send a text file as an image, and a decided check cannot be decided again', async () => {
    const call = await newPlayer('kycbad')
    const bad = await call('/api/account/kyc_upload', {
      kind: 'selfie',
      content_type: 'image/png',
      data: btoa('not an image'),
    })
    expect(bad).toMatchObject({ statusCode: -500, statusMessage: 'badDocument' })
    expect((await mock.control('POST', '/players/kycbad/kyc-approve')).status).toBe(409)
  })

  it('a seeded player is verified and cannot send more', async () => {
    const token = await mock.login()
    const answer = await mock.call('/api/account/kyc_upload', {
      account_id: 'demo',
      auth: token,
      kind: 'selfie',
      content_type: 'image/png',
      data: onePixelPng,
    })
    expect(answer).toMatchObject({ statusMessage: 'notEligible' })
  })
})

describe('the sessions of a player', () => {
  const phone =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
  const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0'
  const loginFrom = async (userAgent: string) => {
    const answer = (await mock.call(
      '/api/auth/login',
      {
        account_id: 'demo',
        password: 'demo1234',
        domain_name: 'localhost',
        external_id: mock.externalId(),
      },
      { 'user-agent': userAgent },
    )) as { token: string }
    return answer.token
  }
  const sessionsOf = async (token: string) =>
    (
      (await mock.call('/api/account/sessions', { account_id: 'demo', auth: token })) as {
        value: { session_id: string; device: string; current: boolean }[]
      }
    ).value

  it('lists each device, marks this one, and signs out one or all others', async () => {
    const onDesktop = await loginFrom(desktop)
    mock.backend.clock.advance(60_000)
    const onPhone = await loginFrom(phone)
    mock.backend.clock.advance(60_000)
    const third = await loginFrom(phone)
    const listed = await sessionsOf(onPhone)
    expect(listed.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Android', false],
      ['Chrome on Android', true],
      ['Firefox on Windows', false],
    ])
    expect(JSON.stringify(listed)).not.toContain(onDesktop)

    const desktopId = listed[2]!.session_id
    const afterOne = await mock.call('/api/account/end_sessions', {
      account_id: 'demo',
      auth: onPhone,
      session_id: desktopId,
    })
    expect((afterOne as { value: unknown[] }).value).toHaveLength(2)
    const balance = await mock.call('/api/auth/get_balance', {
      account_id: 'demo',
      auth: onDesktop,
    })
    expect(balance).toMatchObject({ statusMessage: 'sessionExpired' })

    await mock.call('/api/account/end_sessions', {
      account_id: 'demo',
      auth: onPhone,
      others: true,
    })
    expect((await sessionsOf(onPhone)).map((s) => s.current)).toEqual([true])
    const gone = await mock.call('/api/auth/get_balance', { account_id: 'demo', auth: third })
    expect(gone).toMatchObject({ statusMessage: 'sessionExpired' })
  })

  it('refuses to end a session it does not know, and never the current one', async () => {
    const token = await loginFrom(phone)
    const current = (await sessionsOf(token))[0]!.session_id
    for (const session_id of ['s-nosuch', current]) {
      const answer = await mock.call('/api/account/end_sessions', {
        account_id: 'demo',
        auth: token,
        session_id,
      })
      expect(answer).toMatchObject({ statusMessage: 'notFound' })
    }
  })

  it('a password change signs out every other session', async () => {
    const old = await loginFrom(desktop)
    const changer = await loginFrom(phone)
    await mock.call('/api/auth/update_password', {
      account_id: 'demo',
      auth: changer,
      password: 'demo1234',
      new_password: 'demo12345',
    })
    expect(
      await mock.call('/api/auth/get_balance', { account_id: 'demo', auth: old }),
    ).toMatchObject({
      statusMessage: 'sessionExpired',
    })
    expect(
      await mock.call('/api/auth/get_balance', { account_id: 'demo', auth: changer }),
    ).toMatchObject({ statusCode: 1 })
  })
})
