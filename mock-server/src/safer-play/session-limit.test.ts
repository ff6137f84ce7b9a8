import { beforeEach, describe, expect, it } from 'vitest'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { demoPlayer, type DemoPlayer } from '../testing/demo-player.ts'
import { isTighter } from './periods.ts'

const minute = 60_000
const hour = 60 * minute
const start = Date.parse('2025-06-02T09:00:00Z')
let mock: InProcessMock
let demo: DemoPlayer

const setLimit = (minutes: number | null) =>
  demo.call('/api/safer_play/set_session_limit', { minutes })
const confirm = (accept: boolean) => demo.call('/api/safer_play/confirm_session_limit', { accept })
// The mock clock keeps running between calls, so times are compared to the minute.
const at = (minute: string) => expect.stringMatching(new RegExp(`^${minute}`))
const summary = () => demo.call('/api/safer_play/session_summary')

describe('which change of the session-time limit applies at once', () => {
  const rows: [string, { current: 30 | 60 | null; next: 30 | 60 | 120 | null; want: boolean }][] = [
    ['a first limit', { current: null, next: 60, want: true }],
    ['a lower limit', { current: 60, next: 30, want: true }],
    ['the same limit', { current: 60, next: 60, want: true }],
    ['a higher limit', { current: 60, next: 120, want: false }],
    ['removing the limit', { current: 30, next: null, want: false }],
    ['no limit, none asked', { current: null, next: null, want: false }],
  ]
  it.each(rows)('%s', (_, { current, next, want }) => {
    expect(isTighter(current, next)).toBe(want)
  })
})

describe('a player with a session-time limit', () => {
  beforeEach(async () => {
    mock = await createInProcessMock({ sessionLifetimeMs: 365 * 24 * hour })
    mock.backend.clock.set(start)
    demo = await demoPlayer(mock)
  })

  it('a new limit ends this session at its start plus the limit, and a new login starts afresh', async () => {
    const set = await setLimit(30)
    expect(set.value).toMatchObject({
      session_limit: { minutes: 30, pending: null },
      ends_date: at('2025-06-02T09:30'),
    })
    mock.backend.clock.advance(29 * minute)
    expect((await summary()).statusCode).toBe(1)
    mock.backend.clock.advance(minute)
    expect(await summary()).toMatchObject({ statusCode: 0, statusMessage: 'sessionExpired' })
    expect(await demo.call('/api/auth/get_balance')).toMatchObject({
      statusMessage: 'sessionExpired',
    })

    demo = await demoPlayer(mock)
    expect((await summary()).value).toMatchObject({ ends_date: at('2025-06-02T10:00') })
  })

  it('a lower limit applies to the running session at once', async () => {
    await setLimit(120)
    mock.backend.clock.advance(45 * minute)
    expect((await setLimit(30)).value).toMatchObject({ session_limit: { minutes: 30 } })
    expect(await summary()).toMatchObject({ statusMessage: 'sessionExpired' })
  })

  it('a raise waits 24 hours of the mock clock, then needs the player to confirm it', async () => {
    await setLimit(60)
    const raised = (await setLimit(120)).value
    expect(raised).toMatchObject({
      session_limit: {
        minutes: 60,
        pending: {
          minutes: 120,
          available_date: at('2025-06-03T09:00'),
          confirmable: false,
        },
      },
      ends_date: at('2025-06-02T10:00'),
    })
    expect(await confirm(true)).toMatchObject({
      statusCode: -500,
      statusMessage: 'limitNotReady',
      statusDetail: expect.stringMatching(
        /^The session-time limit of 120 minutes can be confirmed from 2025-06-03T09:00/,
      ),
    })

    mock.backend.clock.advance(24 * hour)
    demo = await demoPlayer(mock)
    expect((await summary()).value).toMatchObject({
      session_limit: { minutes: 60, pending: { confirmable: true } },
    })
    expect((await confirm(true)).value).toMatchObject({
      session_limit: { minutes: 120, pending: null },
      ends_date: at('2025-06-03T11:00'),
    })
  })

  it('a removal waits too, and the player may drop it or set the current limit again', async () => {
    await setLimit(60)
    expect((await setLimit(null)).value).toMatchObject({
      session_limit: { minutes: 60, pending: { minutes: null } },
    })
    expect((await confirm(false)).value).toMatchObject({
      session_limit: { minutes: 60, pending: null },
    })
    await setLimit(240)
    expect((await setLimit(60)).value).toMatchObject({
      session_limit: { minutes: 60, pending: null },
    })
    expect(await confirm(false)).toMatchObject({ statusMessage: 'notFound' })
  })

  it('a removal confirmed a day later leaves the session without an end by the limit', async () => {
    await setLimit(30)
    await setLimit(null)
    mock.backend.clock.advance(24 * hour)
    demo = await demoPlayer(mock)
    expect((await confirm(true)).value).toMatchObject({
      session_limit: { minutes: null, pending: null },
      ends_date: null,
    })
    mock.backend.clock.advance(8 * hour)
    expect((await summary()).statusCode).toBe(1)
  })

  it('a session past its limit leaves the list of signed-in devices', async () => {
    await setLimit(30)
    mock.backend.clock.advance(31 * minute)
    demo = await demoPlayer(mock)
    const sessions = (await demo.call('/api/account/sessions')).value as unknown[]
    expect(sessions).toHaveLength(1)
  })

  it('refuses minutes that are not one of the offered limits', async () => {
    expect(await setLimit(45)).toMatchObject({ statusMessage: 'internalServerError' })
    expect((await summary()).value).toMatchObject({ session_limit: { minutes: null } })
  })
})
