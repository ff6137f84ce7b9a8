import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { localePath, pathPattern } from '../site-urls.ts'
import { pageSettled } from '../steps/page-events.ts'
import { openSite } from '../steps/site-ready.ts'

/** An unmatched path: status 404, 'Page not found: {path}' in the page's language, a Back link to the root. */
export async function notFound(s: Scenario): Promise<void> {
  const missing = '/no-such-page'
  await openSite(s, missing)
  await expect(
    s.page.getByRole('heading', { level: 1, name: s.text('errorStatus', { status: '404' }) }),
  ).toBeVisible()
  await expect(
    s.page.getByText(s.text('errors:pageNotFound', { path: localePath(s.cell.locale, missing) })),
  ).toBeVisible()
  await s.page
    .getByRole('main')
    .getByRole('link', { name: s.text('backHome') })
    .click()
  await s.page.waitForURL(pathPattern(s.cell.locale, '/'))
  await pageSettled(s)
}
