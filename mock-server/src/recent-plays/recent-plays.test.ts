import { beforeEach, describe, expect, it } from 'vitest'
import { demoPlayer, type DemoPlayer } from '../testing/demo-player.ts'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { recentPlaysKept } from './recent-plays.ts'

type RecentGame = { game_code: string; game_name: string; played_date: string }

let mock: InProcessMock
let demo: DemoPlayer
beforeEach(async () => {
  mock = await createInProcessMock()
  demo = await demoPlayer(mock)
})

const recent = async (player = demo) =>
  (await player.call('/api/home/recent_games')).value as RecentGame[]
const codes = async (player = demo) => (await recent(player)).map((game) => game.game_code)
const launch = (game_code: string, player = demo) =>
  player.call('/api/product/launch_game', { game_code })
const tenant = () => mock.backend.tenantByHost('localhost')!
const playable = () =>
  mock.backend.tables.games
    .all()
    .filter((game) => tenant().categories.includes(game.game_type))
    .map((game) => game.game_code)

describe("the player's recently played games", () => {
  it('start with the three games the seeded demo player played, newest first', async () => {
    const games = await recent()
    expect(games).toHaveLength(3)
    const dates = games.map((game) => Date.parse(game.played_date))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('put a launched game first, with the time of its launch', async () => {
    const [game] = playable()
    await launch(game!)
    const [first] = await recent()
    expect(first?.game_code).toBe(game)
    const playedAgo = mock.backend.clock.now() - Date.parse(first!.played_date)
    expect(playedAgo).toBeGreaterThanOrEqual(0)
    expect(playedAgo).toBeLessThan(5_000)
  })

  it('move a game played again to the front, listing it once', async () => {
    const [a, b] = playable()
    await launch(a!)
    await launch(b!)
    await launch(a!)
    const list = await codes()
    expect(list.slice(0, 2)).toEqual([a, b])
    expect(list.filter((code) => code === a)).toHaveLength(1)
  })

  it(`keep the newest ${recentPlaysKept}`, async () => {
    const played = playable().slice(0, recentPlaysKept + 2)
    expect(played.length).toBe(recentPlaysKept + 2)
    for (const code of played) await launch(code)
    expect(await codes()).toEqual(played.reverse().slice(0, recentPlaysKept))
    expect(mock.backend.tables.recent_plays.countInGroup('localhost|demo')).toBe(recentPlaysKept)
  })

  it('outlive the session: the next login finds them, though the launch tickets are swept', async () => {
    const [game] = playable()
    await launch(game!)
    await mock.control('POST', '/__mock/players/demo/expire-sessions')
    mock.backend.clock.advance(2 * 60_000)
    const again = await demoPlayer(mock)
    expect((await codes(again))[0]).toBe(game)
  })

  it("are the player's own on the tenant: another tenant's demo player does not see them", async () => {
    const [game] = playable()
    await launch(game!)
    const elsewhere = await demoPlayer(mock, 'casino1.localhost')
    expect(await codes(elsewhere)).not.toContain(game)
  })

  it('are not recorded for a launch that is refused', async () => {
    const before = await codes()
    expect((await launch('NO-SUCH-GAME')).statusMessage).toBe('notFound')
    expect(await codes()).toEqual(before)
  })

  it('need a live session', async () => {
    const answer = await mock.call('/api/home/recent_games', { account_id: 'demo', auth: 'nope' })
    expect(answer).toMatchObject({ statusCode: 0, statusMessage: 'sessionExpired' })
  })
})
