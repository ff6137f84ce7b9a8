import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { openSite } from './site-ready.ts'

/** Startup refused the site: the failure view with the translated reason, no theme on the body, no navigation. */
export async function expectStartupRejected(s: Scenario, reasonKey: string): Promise<void> {
  await openSite(s, '/')
  await expect(
    s.page.getByRole('heading', { level: 1, name: s.text('startupFailedTitle') }),
  ).toBeVisible()
  await expect(s.page.getByRole('alert')).toHaveText(s.text(reasonKey))
  await expect(s.page.locator('body')).not.toHaveClass(/(^|\s)theme-/)
  await expect(s.page.getByRole('navigation')).toHaveCount(0)
}
