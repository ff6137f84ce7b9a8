import type { ControlClient } from '@playfront/mock-server/control-client'
import type { Cell } from './matrix.ts'
import { tenantDomain } from './site-urls.ts'

/**
 * The tenant as a cell needs it: the before-login announcement off (it would cover every page a
 * guest opens) and, with `--colours all`, the cell's colour.
 */
export async function prepareTenant(mock: ControlClient, cell: Cell): Promise<void> {
  await mock.patchTenant(tenantDomain(cell.template), {
    show_bf_ann_modal: false,
    ...(cell.colour ? { theme_color: cell.colour } : {}),
  })
}

/**
 * `--break <flow>`: QA's check that the grid can go red. Startup answers a failure status code
 * for the cells of that flow only, so exactly those cells must fail.
 */
export async function breakCell(mock: ControlClient): Promise<void> {
  await mock.addScenario({ name: 'fail', path: '/api/startup', mode: '-500' })
}
