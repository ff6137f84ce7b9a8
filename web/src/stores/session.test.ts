import { beforeEach, describe, expect, it } from 'vitest'
import {
  emptySession,
  followStoredSession,
  resetSession,
  restoreSession,
  session,
  signIn,
  updateSession,
  updateSessionUser,
} from './session.ts'

const user = {
  account_id: 'demo',
  session_token: 'tok-1',
  full_name: 'Demo Player',
  contact_email: 'demo@example.com',
}

function signedInWithData() {
  signIn(user)
  updateSession({
    game: { balance: 120.5, token: 3 },
    game_fav_list: [
      {
        game_code: 'g',
        game_name: 'G',
        game_type: 'slots',
        game_image: '/g.svg',
        provider_code: 'p',
      },
    ],
  })
}

describe('session', () => {
  beforeEach(() => {
    localStorage.clear()
    resetSession()
  })

  it('a login makes the player authenticated with their token', () => {
    signIn(user)
    expect(session()).toMatchObject({
      isAuthenticated: true,
      token: 'tok-1',
      fullname: 'Demo Player',
      email: 'demo@example.com',
    })
  })

  it.each(['logout', 'expiry'])('%s empties the whole user state: balance 0, token 0', () => {
    signedInWithData()
    resetSession()
    expect(session()).toEqual(emptySession)
    expect(session().game).toEqual({ balance: 0, token: 0 })
    expect(restoreSession()).toBe(false)
  })

  it('survives a reload without putting the token anywhere but storage', () => {
    signedInWithData()
    resetSessionInMemoryOnly()
    expect(restoreSession()).toBe(true)
    expect(session()).toMatchObject({ isAuthenticated: true, token: 'tok-1' })
  })

  it('follows what another tab left in storage, without writing it back', () => {
    // Another tab signs in: this tab takes that player.
    localStorage.setItem('site.session', JSON.stringify(user))
    expect(followStoredSession()).toBe(true)
    expect(session()).toMatchObject({ isAuthenticated: true, token: 'tok-1' })
    expect(followStoredSession()).toBe(false)
    // Another player signs in there.
    localStorage.setItem('site.session', JSON.stringify({ ...user, session_token: 'tok-2' }))
    expect(followStoredSession()).toBe(true)
    expect(session().token).toBe('tok-2')
    // And out: nothing of the player is left here, and storage is left as that tab wrote it.
    localStorage.removeItem('site.session')
    expect(followStoredSession()).toBe(true)
    expect(session()).toEqual(emptySession)
    expect(followStoredSession()).toBe(false)
    localStorage.setItem('site.session', '{not json')
    expect(followStoredSession()).toBe(false)
    expect(localStorage.getItem('site.session')).toBe('{not json')
  })

  it('a profile update writes email and full name into the session user', () => {
    signIn(user)
    updateSessionUser({ full_name: 'New Name', contact_email: 'new@example.com' })
    expect(session()).toMatchObject({
      fullname: 'New Name',
      email: 'new@example.com',
      user: { full_name: 'New Name', contact_email: 'new@example.com' },
    })
  })
})

function resetSessionInMemoryOnly() {
  const stored = localStorage.getItem('site.session')
  resetSession()
  if (stored) localStorage.setItem('site.session', stored)
}
