import type { ComponentType } from 'react'
import type { LayoutName } from '../features/layouts/template-layout.ts'
import { preloadPageFiles } from '../lib/page-files.ts'
import type { PageData } from './page-data.ts'

export type RouteAccess = 'public' | 'protected' | 'guest-only'
export type RouteHandle = { name: string; layout?: LayoutName }
/** A page: its screen, and what it asks the backend for when its content belongs in the HTML. */
export type PageModule = { default: ComponentType; pageData?: PageData }
export type RouteEntry = {
  path: string
  name: string
  access: RouteAccess
  layout?: LayoutName
  page: () => Promise<PageModule>
}

const route = (
  path: string,
  load: RouteEntry['page'],
  access: RouteAccess = 'public',
  layout?: LayoutName,
): RouteEntry => {
  const name = path === '/' ? 'home' : path.slice(1)
  return {
    path,
    name,
    access,
    layout,
    page: () => {
      preloadPageFiles(name)
      return load()
    },
  }
}

/** The 48 static routes of spec section 2 and the product's own (verification); protected ones are for signed-in players only. */
export const routeTable: readonly RouteEntry[] = [
  route('/', () => import('./pages/home-page.tsx')),
  route('/about', () => import('./pages/about-page.tsx')),
  route('/account', () => import('./pages/account-page.tsx'), 'protected'),
  route('/add-bank', () => import('./pages/add-bank-page.tsx'), 'protected'),
  route('/arcade', () => import('./pages/arcade-page.tsx')),
  route('/bank-details', () => import('./pages/bank-details-page.tsx'), 'protected'),
  route('/banking', () => import('./pages/banking-page.tsx')),
  route('/bet-history', () => import('./pages/bet-history-page.tsx'), 'protected'),
  route('/bingo', () => import('./pages/bingo-page.tsx')),
  route('/casino', () => import('./pages/casino-page.tsx')),
  route('/change-password', () => import('./pages/change-password-page.tsx'), 'protected'),
  route('/contact-us', () => import('./pages/contact-us-page.tsx')),
  route('/crash', () => import('./pages/crash-page.tsx')),
  route('/deposit', () => import('./pages/deposit-page.tsx'), 'protected'),
  route('/download', () => import('./pages/download-page.tsx')),
  route('/edit-profile', () => import('./pages/edit-profile-page.tsx'), 'protected'),
  route('/faqs', () => import('./pages/faqs-page.tsx')),
  route('/fishing', () => import('./pages/fishing-page.tsx')),
  route('/forgot-password', () => import('./pages/forgot-password-page.tsx'), 'guest-only'),
  route('/hash-game', () => import('./pages/hash-game-page.tsx')),
  route('/horse-racing', () => import('./pages/horse-racing-page.tsx')),
  route('/hot', () => import('./pages/hot-page.tsx')),
  route('/inbox', () => import('./pages/inbox-page.tsx'), 'protected'),
  route('/leaderboard', () => import('./pages/leaderboard-page.tsx')),
  route('/login', () => import('./pages/login-page.tsx')),
  route('/lottery', () => import('./pages/lottery-page.tsx')),
  route('/mission', () => import('./pages/mission-page.tsx'), 'protected'),
  route('/news', () => import('./pages/news-page.tsx')),
  route('/playnow', () => import('./pages/playnow-page.tsx'), 'protected'),
  route('/poker', () => import('./pages/poker-page.tsx')),
  route('/preloader', () => import('./pages/preloader-page.tsx'), 'public', 'default'),
  route('/privacy-policy', () => import('./pages/privacy-policy-page.tsx')),
  route('/profile', () => import('./pages/profile-page.tsx'), 'protected'),
  route('/promotions', () => import('./pages/promotions-page.tsx')),
  route('/referral', () => import('./pages/referral-page.tsx'), 'protected'),
  route('/register', () => import('./pages/register-page.tsx')),
  route('/responsible-gaming', () => import('./pages/responsible-gaming-page.tsx')),
  route('/review', () => import('./pages/review-page.tsx')),
  route('/sabong', () => import('./pages/sabong-page.tsx')),
  route('/security', () => import('./pages/security-page.tsx'), 'protected'),
  route('/slots', () => import('./pages/slots-page.tsx')),
  route('/spin', () => import('./pages/spin-page.tsx'), 'protected'),
  route('/sports', () => import('./pages/sports-page.tsx')),
  route('/statement', () => import('./pages/statement-page.tsx'), 'protected'),
  route('/term-condition', () => import('./pages/term-condition-page.tsx')),
  route('/transaction-history', () => import('./pages/transaction-history-page.tsx'), 'protected'),
  route('/verification', () => import('./pages/verification-page.tsx'), 'protected'),
  route('/vip', () => import('./pages/vip-page.tsx')),
  route('/withdrawal', () => import('./pages/withdrawal-page.tsx'), 'protected'),
]
