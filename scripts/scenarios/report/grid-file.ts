import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { GridReport } from './grid.ts'

/**
 * The grid.json of a report folder, or undefined when the folder holds none or one that is not
 * JSON (a run that died before its end writes none).
 *
 * @example readGridFile('reports/scenarios/previous')?.startedAt // '2030-01-01T08:00:00.000Z'
 */
export function readGridFile(dir: string): GridReport | undefined {
  try {
    return JSON.parse(readFileSync(resolve(dir, 'grid.json'), 'utf8')) as GridReport
  } catch {
    return undefined
  }
}
