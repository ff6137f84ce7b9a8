import { beforeEach, describe, expect, it } from 'vitest'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'

type Jackpot = {
  jackpot_id: number
  tier: string
  amount: number
  currency: string
  growth_per_hour: number
  last_won: { amount: number; won_date: string } | null
}

let mock: InProcessMock
beforeEach(async () => {
  mock = await createInProcessMock()
})

async function jackpots(domain = 'localhost'): Promise<Jackpot[]> {
  const answer = await mock.call('/api/jackpot/list', {
    domain_name: domain,
    external_id: mock.externalId(domain),
  })
  if (answer === 'network-error' || answer.statusCode !== 1) throw new Error(String(answer))
  return answer.value as Jackpot[]
}

const cents = (amount: number) => Math.round(amount * 100)

describe("a tenant's progressive jackpots", () => {
  it('come grand first, in the tenant currency, each growing by the hour', async () => {
    const list = await jackpots('casino2.localhost')
    expect(list.map((j) => j.tier)).toEqual(['grand', 'major', 'minor'])
    const tenant = mock.backend.tenantByHost('casino2.localhost')!
    expect(list.every((j) => j.currency === tenant.site.currency)).toBe(true)
    expect(list.every((j) => j.growth_per_hour > 0)).toBe(true)
  })

  it('grow by exactly their growth for the minutes the mock clock moves', async () => {
    mock.backend.clock.set(Date.parse('2025-01-02T12:00:00.000Z'))
    const before = await jackpots()
    mock.backend.clock.advance(10 * 60_000)
    const after = await jackpots()
    for (const [i, jackpot] of before.entries()) {
      const grown = cents(after[i]!.amount) - cents(jackpot.amount)
      // A win may fall inside the ten minutes (the minor one pays every three hours).
      if (after[i]!.last_won?.won_date === jackpot.last_won?.won_date)
        expect(grown).toBe(cents(jackpot.growth_per_hour) / 6)
    }
  })

  it('pay out by themselves: the minor one has been won before the next three hours are over', async () => {
    const { jackpots: states } = (await mock.control('GET', '/__mock/jackpots')).json as {
      jackpots: (Jackpot & { next_win_date: string })[]
    }
    const minor = states.find((j) => j.tier === 'minor')!
    mock.backend.clock.set(Date.parse(minor.next_win_date) + 60_000)
    const after = (await jackpots()).find((j) => j.tier === 'minor')!
    expect(after.last_won?.won_date).toBe(minor.next_win_date)
    expect(after.amount).toBeLessThan(after.last_won!.amount)
  })

  it('pay out at once through the control API, and start again from the seed amount', async () => {
    // At the start of a minute, so that the amount read and the amount won are the same minute's.
    mock.backend.clock.set(Date.parse('2025-01-03T08:00:00.000Z'))
    const grand = (await jackpots())[0]!
    const won = await mock.control('POST', '/__mock/jackpots/1/win')
    expect(won.status).toBe(200)
    const after = (await jackpots())[0]!
    expect(after.last_won?.amount).toBe(grand.amount)
    expect(after.last_won?.won_date).toMatch(/^2025-01-03T08:00:/)
    expect(after.amount).toBeLessThan(grand.amount)
    mock.backend.clock.advance(60_000)
    expect(cents((await jackpots())[0]!.amount) - cents(after.amount)).toBe(
      cents(after.growth_per_hour) / 60,
    )
  })

  it('are the same for a whole minute, so a page drawn at a frozen moment always shows the same', async () => {
    mock.backend.clock.set(Date.parse('2025-01-02T12:00:00.000Z'))
    const first = await jackpots()
    mock.backend.clock.advance(50_000)
    expect(await jackpots()).toEqual(first)
  })

  it.each([
    ['an unknown jackpot', '/__mock/jackpots/9/win', 404, 'No jackpot "9" on "localhost".'],
    ['an id that is not a number', '/__mock/jackpots/one/win', 404, 'No jackpot "one"'],
    [
      'an unknown tenant',
      '/__mock/jackpots/1/win?domain_name=nowhere.example',
      404,
      'No tenant for "nowhere.example".',
    ],
  ])(
    'a win for %s is refused, naming it, and changes nothing',
    async (_what, path, status, said) => {
      const before = await jackpots()
      const answer = await mock.control('POST', path)
      expect(answer.status).toBe(status)
      expect(answer.json.error).toContain(said)
      expect(await jackpots()).toEqual(before)
    },
  )

  it('a saved world whose jackpot could outgrow the money ceiling does not load', async () => {
    const state = (await mock.control('GET', '/__mock/state')).json as {
      jackpots: { per_minute_minor: number }[]
    }
    state.jackpots[0]!.per_minute_minor = 10_000_000_000
    const answer = await mock.control('PUT', '/__mock/state', state)
    expect(answer.status).toBe(400)
    expect(String(answer.json.error)).toContain('per_minute_minor')
  })
})
