import { existsSync, readFileSync, renameSync } from 'node:fs'
import { resolve } from 'node:path'
import { writeWhole } from '../write-whole.ts'
import { emptyHistory, type RunHistory } from './history.ts'

const historyFile = (outDir: string) => resolve(outDir, 'history.json')

/** The history in `file`, or undefined when it is not one this version reads. */
function parseHistory(file: string): RunHistory | undefined {
  try {
    const history = JSON.parse(readFileSync(file, 'utf8')) as RunHistory | null
    return history?.version === 1 && Array.isArray(history.runs) ? history : undefined
  } catch {
    return undefined
  }
}

/** The history of the runs reported into `outDir` (history.json beside grid.json), empty when there is none or it is unreadable. */
export function readHistory(outDir: string): RunHistory {
  const file = historyFile(outDir)
  if (!existsSync(file)) return emptyHistory()
  const history = parseHistory(file)
  if (history) return history
  console.warn(
    `scenarios: ${file} is not a run history this version reads; the next report starts a new one and keeps that file beside it (history.unreadable-<time>.json)`,
  )
  return emptyHistory()
}

/**
 * Writes the history whole (a file beside, then renamed): a run stopped mid-write never leaves
 * half of it. A history.json it could not read (edited by hand, or of another version) is kept
 * beside the new one rather than overwritten.
 */
export function writeHistory(outDir: string, history: RunHistory, now = new Date()): void {
  const file = historyFile(outDir)
  if (existsSync(file) && !parseHistory(file))
    renameSync(
      file,
      resolve(outDir, `history.unreadable-${now.toISOString().replace(/[:.]/g, '-')}.json`),
    )
  writeWhole(file, `${JSON.stringify(history)}\n`)
}
