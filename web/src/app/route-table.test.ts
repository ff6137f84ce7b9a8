import { describe, expect, it } from 'vitest'
import { localizedRoutes } from './router.tsx'
import { routeTable } from './route-table.ts'

const specPaths =
  '/ /about /account /add-bank /arcade /bank-details /banking /bet-history /bingo /casino /change-password /contact-us /crash /deposit /download /edit-profile /faqs /fishing /forgot-password /hash-game /horse-racing /hot /inbox /leaderboard /login /lottery /mission /news /playnow /poker /preloader /privacy-policy /profile /promotions /referral /register /responsible-gaming /review /sabong /security /slots /spin /sports /statement /term-condition /transaction-history /vip /withdrawal'.split(
    ' ',
  )
// Screens the product adds beyond the spec (issue 15: identity verification before payouts).
const productPaths = ['/verification']
const mustBeProtected = [
  'account',
  'add-bank',
  'bank-details',
  'bet-history',
  'change-password',
  'deposit',
  'edit-profile',
  'inbox',
  'profile',
  'referral',
  'security',
  'statement',
  'transaction-history',
  'verification',
  'withdrawal',
]

describe('route table', () => {
  it('holds exactly the 48 static routes of the spec and the product routes', () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual([...specPaths, ...productPaths].sort())
  })

  it('guards the player-only pages and keeps /forgot-password for guests', () => {
    for (const name of mustBeProtected)
      expect(routeTable.find((r) => r.name === name)?.access, name).toBe('protected')
    expect(routeTable.find((r) => r.name === 'forgot-password')?.access).toBe('guest-only')
    expect(routeTable.find((r) => r.name === 'home')?.access).toBe('public')
  })

  it('offers every route in the three locales with suffixed names', () => {
    const routes = localizedRoutes()
    expect(routes).toHaveLength(routeTable.length * 3)
    const byName = new Map(routes.map((r) => [r.id, r.path]))
    expect(byName.get('home___en')).toBe('/')
    expect(byName.get('home___fil')).toBe('/fil')
    expect(byName.get('home___zh')).toBe('/zh')
    expect(byName.get('bet-history___fil')).toBe('/fil/bet-history')
    expect(byName.get('about___zh')).toBe('/zh/about')
    expect(new Set(routes.map((r) => r.path)).size).toBe(routeTable.length * 3)
    for (const route of routes) expect(route.id).toMatch(/___(en|fil|zh)$/)
  })
})
