import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SentCall } from '../http-call.ts'
import type { VerifyResult } from '../result.ts'
import { callsHar } from './calls-har.ts'
import { renderVerifyReport } from './html-report.ts'

/**
 * Writes `index.html` (the offline report), `verify.json` (the same result as data) and
 * `calls.har` (every call made, secrets hidden) into a folder.
 *
 * @example
 * await writeVerifyReport(result, takeSentCalls(), 'reports/verify') // 'reports/verify/index.html'
 */
export async function writeVerifyReport(
  result: VerifyResult,
  calls: readonly SentCall[],
  dir: string,
): Promise<string> {
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'calls.har'), JSON.stringify(callsHar(calls)))
  await writeFile(join(dir, 'verify.json'), `${JSON.stringify(result, null, 2)}\n`)
  const page = join(dir, 'index.html')
  await writeFile(page, renderVerifyReport(result))
  return page
}
