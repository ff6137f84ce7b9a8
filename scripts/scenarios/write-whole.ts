import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * Writes a file whole or not at all (a file beside it, then renamed over it): a run stopped
 * mid-write, or another one reading the file at that moment, never finds half of it.
 */
export function writeWhole(file: string, data: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, data)
  renameSync(partial, file)
}
