import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { VerifyResult } from '../result.ts'
import { renderVerifyReport } from './html-report.ts'

/**
 * Writes `index.html` (the offline report) and `verify.json` (the same result as data) into a folder.
 *
 * @example
 * await writeVerifyReport(result, 'reports/verify') // 'reports/verify/index.html'
 */
export async function writeVerifyReport(result: VerifyResult, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'verify.json'), `${JSON.stringify(result, null, 2)}\n`)
  const page = join(dir, 'index.html')
  await writeFile(page, renderVerifyReport(result))
  return page
}
