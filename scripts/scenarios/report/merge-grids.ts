import { themeCodes } from '@playfront/contract/themes'
import { buildMatrix, flowNames, locales } from '../matrix.ts'
import type { CellResult, CellStatus, GridReport } from './grid.ts'

const severity: Record<CellStatus, number> = {
  'not run': 0,
  skipped: 1,
  passed: 2,
  flaky: 3,
  changed: 4,
  failed: 5,
}

const union = <T extends string>(order: readonly T[], lists: readonly (readonly T[])[]): T[] =>
  order.filter((item) => lists.some((list) => list.includes(item)))

/** Adds a 'not run' cell for every planned cell no result covers (a shard that never reported). */
export function withMissingCells(grid: GridReport): GridReport {
  const seen = new Set(grid.cells.map((c) => c.id))
  const planned = buildMatrix({
    templates: themeCodes.filter((code) => grid.planned.templates.includes(code)),
    locales: grid.planned.locales,
    flows: grid.planned.flows,
    colours: grid.planned.colours,
  }).filter((c) => !grid.planned.only || grid.planned.only.includes(c.id))
  const missing: CellResult[] = planned
    .filter((c) => !seen.has(c.id))
    .map((c) => ({ ...c, status: 'not run', durationMs: 0 }))
  const order = new Map(planned.map((c, i) => [c.id, i]))
  const cells = [...grid.cells, ...missing].sort(
    (a, b) => (order.get(a.id) ?? 1e9) - (order.get(b.id) ?? 1e9),
  )
  return { ...grid, cells }
}

/**
 * One grid from the grids of several shards: the planned matrix is their union, and when two
 * shards report the same cell the worse result wins, so that a failure is never hidden.
 */
export function mergeGrids(grids: readonly GridReport[]): GridReport {
  if (!grids.length) throw new Error('mergeGrids: no grid to merge')
  const byId = new Map<string, CellResult>()
  for (const cell of grids.flatMap((g) => g.cells)) {
    const known = byId.get(cell.id)
    if (!known || severity[cell.status] > severity[known.status]) byId.set(cell.id, cell)
  }
  const merged: GridReport = {
    version: 1,
    startedAt: grids.map((g) => g.startedAt).sort()[0]!,
    durationMs: Math.max(...grids.map((g) => g.durationMs)),
    shards: grids.flatMap((g) => g.shards),
    planned: {
      templates: union(
        themeCodes,
        grids.map((g) => g.planned.templates as typeof themeCodes),
      ),
      colours: grids.some((g) => g.planned.colours === 'all') ? 'all' : 'seeded',
      locales: union(
        locales,
        grids.map((g) => g.planned.locales),
      ),
      flows: union(
        flowNames,
        grids.map((g) => g.planned.flows),
      ),
      breaks: union(
        flowNames,
        grids.map((g) => g.planned.breaks),
      ),
    },
    cells: [...byId.values()],
  }
  const stopped = grids.find((g) => g.stopped)?.stopped
  // One site build for the whole: shards that checked different builds have none.
  const builds = new Set(grids.map((g) => g.site?.id))
  const site = builds.size === 1 ? grids[0]!.site : undefined
  // Each machine's speed, shard by shard.
  const machine = grids.flatMap((g) => g.machine ?? [])
  const cpu = grids.flatMap((g) => g.cpu ?? [])
  const backend = grids.find((g) => g.backend)?.backend
  return withMissingCells({
    ...merged,
    ...(stopped ? { stopped } : {}),
    ...(backend ? { backend } : {}),
    ...(site ? { site } : {}),
    ...(machine.length ? { machine } : {}),
    ...(cpu.length ? { cpu } : {}),
  })
}
