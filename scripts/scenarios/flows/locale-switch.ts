import { expect } from '@playwright/test'
import { locales, type Locale } from '../matrix.ts'
import type { Scenario } from '../scenario.ts'
import { pathPattern } from '../site-urls.ts'
import { painted } from '../steps/page-events.ts'
import { expectNavigationTranslated, openSite } from '../steps/site-ready.ts'

/** Switching language keeps the page: /promotions in one locale becomes /promotions in the next, translated. */
export async function localeSwitch(s: Scenario): Promise<void> {
  const page = '/promotions'
  await openSite(s, page)
  const picker = s.page.getByRole('combobox', { name: s.text('language') })
  const offered = await picker
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  const next = locales.find((l): l is Locale => l !== s.cell.locale && offered.includes(l))
  expect(
    next,
    `the tenant offers no other language than ${s.cell.locale}: ${offered.join(', ')}`,
  ).toBeDefined()
  await picker.selectOption(next!)
  await s.page.waitForURL(pathPattern(next!, page))
  await painted(s)
  await expect(
    s.page.getByRole('heading', { level: 1, name: s.text(`pages.promotions.title`, {}, next) }),
  ).toBeVisible()
  await expectNavigationTranslated(s, next)
}
