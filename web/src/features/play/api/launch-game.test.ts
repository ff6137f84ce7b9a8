import { describe, expect, it } from 'vitest'
import { gameUrl } from './launch-game.ts'

describe('gameUrl', () => {
  const base = 'http://casino1.localhost:8080/playnow?game=PG-001'
  it.each([
    [
      'a path of the same site',
      '/__mock/game/PG-001?ticket=L-1',
      'http://casino1.localhost:8080/__mock/game/PG-001?ticket=L-1',
    ],
    [
      'a provider page',
      'https://games.example.org/launch?t=1',
      'https://games.example.org/launch?t=1',
    ],
    ['a script URL is refused', 'javascript:alert(1)', null],
    ['a data URL is refused', 'data:text/html,<p>x</p>', null],
  ])('%s', (_, url, want) => {
    expect(gameUrl(url, base)).toBe(want)
  })
})
