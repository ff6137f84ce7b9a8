import { expect } from '@playwright/test'
import { themeColors } from '@playfront/contract/themes'
import type { Scenario } from '../scenario.ts'
import { everyFrame, pageSettled } from './page-events.ts'

declare global {
  interface Window {
    /** The heading of the page an in-app move leaves, to tell when the next page has replaced it. */
    scenarioLeftHeading?: Element
  }
}

/** Opens `path` on the cell's tenant in the cell's locale and waits until the page has rendered. */
export async function openSite(s: Scenario, path = '/'): Promise<void> {
  await s.page.goto(s.url(path), { waitUntil: 'commit' })
  await pageSettled(s)
}

/**
 * Moves the open site to `path` the way one of its own links does: the router changes the page,
 * with no new page load, and the player keeps everything the site holds (session, balance,
 * messages). A flow opens its first page with `openSite` and the pages after it with this, as a
 * player clicks through; each full load costs a check a new startup and about 0.4 CPU-s.
 */
export async function openInApp(s: Scenario, path: string): Promise<void> {
  const target = new URL(s.url(path))
  const moved = await s.page.evaluate(
    (to) => {
      if (location.pathname === to.pathname && location.search === to.search) return false
      // The page left behind is gone once the next one has rendered its heading.
      window.scenarioLeftHeading = document.querySelector('main h1') ?? undefined
      // A pushed entry and a popstate, as the browser's own navigation reports it to the router.
      history.pushState(null, '', to.pathname + to.search)
      dispatchEvent(new PopStateEvent('popstate', { state: null }))
      return true
    },
    { pathname: target.pathname, search: target.search },
  )
  if (moved)
    await s.page.waitForFunction(() => !window.scenarioLeftHeading?.isConnected, null, everyFrame)
  await pageSettled(s)
}

/** Startup succeeded: the preloader is gone and the page wears the template's theme and colour classes. */
export async function expectSiteReady(s: Scenario): Promise<void> {
  const { page, cell } = s
  await expect(page.getByRole('navigation', { name: s.text('mainNav') })).toBeVisible()
  await expect(page.getByRole('status', { name: s.text('loading') })).toHaveCount(0)
  const colours = cell.colour ? [cell.colour] : themeColors[cell.template]
  await expect(page.locator('body')).toHaveClass(new RegExp(`(^|\\s)theme-${cell.template}(\\s|$)`))
  await expect(page.locator('body')).toHaveClass(
    new RegExp(`(^|\\s)color-(${colours.join('|')})(\\s|$)`),
  )
}

/**
 * The layout's navigation speaks the locale: its landmarks and footer links carry translated
 * names. The footer loads when it comes near the viewport, so the player scrolls down to it.
 */
export async function expectNavigationTranslated(
  s: Scenario,
  locale = s.cell.locale,
): Promise<void> {
  const footer = s.page.getByRole('navigation', { name: s.text('footerNav', {}, locale) })
  await expect(
    s.page.getByRole('navigation', { name: s.text('mainNav', {}, locale) }),
  ).toBeVisible()
  await s.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(
    footer.getByRole('link', { name: s.text('pages.about.title', {}, locale), exact: true }),
  ).toBeVisible()
  await expect(s.page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`))
}
