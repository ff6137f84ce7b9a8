import { describe, expect, it } from 'vitest'
import { guestRedirectFor } from './guest-redirect.ts'

const toLogin = { path: '/login' }
const loginModal = { path: '/', modal: 'login', delayMs: 1000 }
const signInModal = { path: '/', modal: 'sign-in', delayMs: 1000 }

const rows: [string, object][] = [
  ['casino1', toLogin],
  ['casino2', toLogin],
  ['casino3', toLogin],
  ['casino4', toLogin],
  ['casino5', toLogin],
  ['casino6', toLogin],
  ['casino7', toLogin],
  ['slot1', toLogin],
  ['slot2', loginModal],
  ['slot3', toLogin],
  ['slot4', loginModal],
  ['slot5', signInModal],
  ['slot6', toLogin],
  ['slot7', toLogin],
  ['sportsbook1', loginModal],
]

describe('where a guest is sent from a player-only page', () => {
  it.each(rows)('%s', (themeCode, want) => {
    expect(guestRedirectFor(themeCode)).toEqual(want)
  })
})
