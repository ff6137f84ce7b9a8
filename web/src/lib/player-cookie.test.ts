import { describe, expect, it } from 'vitest'
import { serializeCookie } from './cookies.ts'
import { keepPlayerCookie, playerFromCookies } from './player-cookie.ts'

const user = {
  account_id: 'demo',
  session_token: 'tok-1',
  full_name: 'Demo Player',
  contact_email: 'demo@example.org',
}

describe('playerFromCookies', () => {
  it('reads the player the site wrote, among other cookies', () => {
    keepPlayerCookie(user)
    expect(playerFromCookies(`viewport=mobile; ${document.cookie}; i18n_locale=en`)).toEqual({
      account_id: 'demo',
      session_token: 'tok-1',
    })
  })

  it('keeps only the account and the token: no name or e-mail leaves the browser with every request', () => {
    keepPlayerCookie(user)
    const written = decodeURIComponent(document.cookie)
    expect(written).not.toContain('Demo Player')
    expect(written).not.toContain('demo@example.org')
  })

  it('reads a cookie an earlier version wrote with the name and e-mail, keeping only what it needs', () => {
    const written = serializeCookie('player', JSON.stringify(user)).split(';')[0]
    expect(playerFromCookies(written ?? '')).toEqual({ account_id: 'demo', session_token: 'tok-1' })
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
