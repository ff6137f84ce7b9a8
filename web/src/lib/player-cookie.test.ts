import { describe, expect, it } from 'vitest'
import { serializeCookie } from './cookies.ts'
import { playerFromCookies } from './player-cookie.ts'

const user = {
  account_id: 'demo',
  session_token: 'tok-1',
  full_name: 'Demo Player',
  contact_email: 'demo@example.org',
}

describe('playerFromCookies', () => {
  it('reads the player the site wrote, among other cookies', () => {
    const written = serializeCookie('player', JSON.stringify(user)).split(';')[0]
    expect(playerFromCookies(`viewport=mobile; ${written}; i18n_locale=en`)).toEqual(user)
  })

  const refused: [string, string][] = [
    ['no player cookie', 'viewport=mobile'],
    ['a cookie that is not JSON', 'player=%7Bnot-json'],
    [
      'a player without a token',
      `player=${encodeURIComponent(JSON.stringify({ account_id: 'demo' }))}`,
    ],
    [
      'a token that is not text',
      `player=${encodeURIComponent(JSON.stringify({ account_id: 'demo', session_token: 7 }))}`,
    ],
  ]
  it.each(refused)('no player for %s', (_, header) => {
    expect(playerFromCookies(header)).toBeNull()
  })
})
