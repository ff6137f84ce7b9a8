import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { openSite } from '../steps/site-ready.ts'

/** With maintenance on, only the maintenance view shows: no navigation, no login. */
export async function maintenance(s: Scenario): Promise<void> {
  await s.mock.patchTenant(s.domain, { maintenance: { is_maintenance: true } })
  await openSite(s, '/')
  await expect(
    s.page.getByRole('heading', { level: 1, name: s.text('maintenanceTitle') }),
  ).toBeVisible()
  await expect(s.page.getByText(s.text('maintenanceBody'))).toBeVisible()
  await expect(s.page.getByRole('navigation')).toHaveCount(0)
  await expect(s.page.getByRole('link', { name: s.text('login'), exact: true })).toHaveCount(0)
}
