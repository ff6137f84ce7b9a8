export const guestModalDelayMs = 1000

export type GuestRedirect =
  { path: '/login' } | { path: '/'; modal: 'login' | 'sign-in'; delayMs: number }

const modalByTheme: Record<string, 'login' | 'sign-in'> = {
  slot2: 'login',
  slot4: 'login',
  sportsbook1: 'login',
  slot5: 'sign-in',
}

/** Where a guest goes from a player-only page, and after session expiry (spec section 2). */
export function guestRedirectFor(themeCode: string): GuestRedirect {
  const modal = modalByTheme[themeCode]
  return modal ? { path: '/', modal, delayMs: guestModalDelayMs } : { path: '/login' }
}
