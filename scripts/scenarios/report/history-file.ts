import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { emptyHistory, type RunHistory } from './history.ts'

/** The history of the runs reported into `outDir` (history.json beside grid.json), empty when there is none or it is unreadable. */
export function readHistory(outDir: string): RunHistory {
  const file = resolve(outDir, 'history.json')
  if (!existsSync(file)) return emptyHistory()
  try {
    const history = JSON.parse(readFileSync(file, 'utf8')) as RunHistory
    return history.version === 1 && Array.isArray(history.runs) ? history : emptyHistory()
  } catch {
    console.warn(`scenarios: ${file} is not a run history; starting a new one`)
    return emptyHistory()
  }
}

export function writeHistory(outDir: string, history: RunHistory): void {
  writeFileSync(resolve(outDir, 'history.json'), `${JSON.stringify(history)}\n`)
}
