import fc from 'fast-check'
import { validateRequest } from '@playfront/contract/validators'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hasCents } from '../money.ts'
import { demoPlayer, type DemoPlayer } from '../testing/demo-player.ts'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'

let mock: InProcessMock
let demo: DemoPlayer
beforeAll(async () => {
  mock = await createInProcessMock()
})
beforeEach(async () => {
  await mock.backend.reset()
  demo = await demoPlayer(mock)
})

const tenant = { domain_name: 'localhost', external_id: 'T-DEFAULT' }
// Every call that takes money from the player, with the field that carries it.
const moneyCalls = [
  [
    '/api/game/demo_bet',
    'stake',
    (v: number) => ({ game_code: 'LRS-01', stake: v, outcome: 'lose' }),
  ],
  [
    '/api/wallet/deposit',
    'amount',
    (v: number) => ({ channel_code: 'GCASH', amount: v, idempotency_key: `k-${v}` }),
  ],
  ['/api/wallet/withdraw', 'amount', (v: number) => ({ amount: v })],
  [
    '/api/safer_play/set_limit',
    'amount',
    (v: number) => ({ kind: 'loss', period: 'daily', amount: v }),
  ],
] as const

describe('a money amount that is not whole cents as written', () => {
  it.each(
    moneyCalls.flatMap(([path, field, body]) =>
      [1e-9, 0.001, 10.555].map((value) => [path, value, field, body] as const),
    ),
  )('%s with %s is refused naming %s, and nothing changes', async (path, value, field, body) => {
    const before = JSON.stringify(mock.backend.snapshot())
    const answer = await demo.call(path, body(value))
    expect(answer).toMatchObject({
      statusCode: -500,
      statusDetail: expect.stringContaining(`${field}: must be a multiple of 0.01`),
    })
    expect(JSON.stringify(mock.backend.snapshot())).toBe(before)
  })

  it.each([1e-9, 0.001, 10.555])(
    'signup with a deposit limit of %s is refused naming it',
    async (amount) => {
      const answer = await mock.call('/api/auth/signup', {
        ...tenant,
        account_id: `new${String(amount).replace(/\W/g, '')}`,
        password: 'secret123',
        contact_phone: '09171234567',
        deposit_limit: { period: 'daily', amount },
      })
      expect(answer).toMatchObject({
        statusCode: -500,
        statusDetail: expect.stringContaining('deposit_limit.amount: must be a multiple of 0.01'),
      })
    },
  )

  it.each(moneyCalls)('%s refuses a zero amount, naming %s', async (path, field, body) => {
    expect(await demo.call(path, body(0))).toMatchObject({
      statusCode: -500,
      statusDetail: expect.stringContaining(`${field}: must be > 0`),
    })
  })
})

// A decimal written as digits × 10^exponent, the way a JSON text can spell it.
const written = fc.record({
  digits: fc.bigInt({ min: 1n, max: 99_999_999_999n }),
  exponent: fc.integer({ min: -14, max: 2 }),
  form: fc.constantFrom('e', 'E', 'e+', 'point'),
})

type WrittenAmount = { digits: bigint; exponent: number; form: 'e' | 'E' | 'e+' | 'point' }

function jsonText({ digits, exponent, form }: WrittenAmount): string {
  if (form === 'e+') return `${digits}e${exponent >= 0 ? '+' : ''}${exponent}`
  if (form !== 'point') return `${digits}${form}${exponent}`
  const text = digits.toString()
  if (exponent >= 0) return text + '0'.repeat(exponent)
  const padded = text.padStart(-exponent + 1, '0')
  return `${padded.slice(0, exponent)}.${padded.slice(exponent)}`
}

// Whole cents by integer arithmetic alone: digits × 10^exponent × 100 is an integer.
const isWholeCents = ({ digits, exponent }: WrittenAmount) =>
  exponent >= -2 || digits % 10n ** BigInt(-exponent - 2) === 0n

describe('the money rule under random decimals and exponent forms', () => {
  it('accepts a stake exactly when it is whole cents, at the edge and in the handlers alike', () => {
    fc.assert(
      fc.property(written, (amount) => {
        const text = jsonText(amount)
        const stake = JSON.parse(text) as number
        const body = { account_id: 'demo', auth: 't', game_code: 'LRS-01', stake, outcome: 'lose' }
        const inRange = stake <= 999_999_999.99
        const want = isWholeCents(amount) && inRange
        expect(validateRequest('/api/game/demo_bet', body).ok, text).toBe(want)
        if (inRange) expect(hasCents(stake), text).toBe(isWholeCents(amount))
      }),
      { numRuns: 2_000 },
    )
  })
})
