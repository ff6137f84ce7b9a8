import type { Scenario } from '../scenario.ts'
import { expectNavigationTranslated, expectSiteReady, openSite } from '../steps/site-ready.ts'

/** A good startup: preloader gone, theme and colour classes on the body, the navigation in the page's language. */
export async function startup(s: Scenario): Promise<void> {
  await openSite(s, '/')
  await expectSiteReady(s)
  await expectNavigationTranslated(s)
}
