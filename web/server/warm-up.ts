import { themeCodes } from '@playfront/contract/themes'
import { routeTable } from '../src/app/route-table.ts'
import { loadLook } from '../src/app/site-look.ts'
import { layoutForTheme } from '../src/features/layouts/template-layout.ts'

/**
 * Loads what a first render of each page and template would load (every page's module, every
 * template's layout and palette), so that the first visitors after a start or a deploy (a
 * promotion's burst) do not each wait for it.
 *
 * @example
 * await loadEveryPageAndTemplate() // before /readyz says 200
 */
export async function loadEveryPageAndTemplate(): Promise<void> {
  await Promise.all([
    ...themeCodes.map((code) => loadLook(layoutForTheme(code), code)),
    ...routeTable.map((route) => route.page()),
  ])
}
