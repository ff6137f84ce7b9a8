// `pnpm verify --base-url URL`: holds a backend to the contract (see options.ts for the flags).
import { relative, resolve } from 'node:path'
import { defaultTimeoutMs, formatSeconds, takeSentCalls } from './http-call.ts'
import { parseVerifyArgs, verifyUsage } from './options.ts'
import { writeVerifyReport } from './report/write-report.ts'
import { textTable } from './report/text-table.ts'
import { callLine } from './report/call-line.ts'
import { runVerify } from './run-verify.ts'

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(verifyUsage)
  process.exit(0)
}
const parsed = parseVerifyArgs(process.argv.slice(2))
if (!parsed.ok) {
  console.error(`verify: ${parsed.error}\n\n${verifyUsage}`)
  process.exit(2)
}
const root = resolve(import.meta.dirname, '../..')
const { baseUrl, account, domain, timeoutMs = defaultTimeoutMs, concurrency } = parsed.options
console.log(
  `verify: ${baseUrl} as ${account} on ${domain}; ${formatSeconds(timeoutMs)} per call, ${concurrency} at once`,
)
const result = await runVerify({
  ...parsed.options,
  onCall: (call, count) => console.log(callLine(call, count)),
})
const page = await writeVerifyReport(result, takeSentCalls(), resolve(root, parsed.out))
console.log(textTable(result))
console.log(
  `report: ${relative(process.cwd(), page) || page} (verify.json and calls.har beside it)`,
)
process.exit(result.ok ? 0 : 1)
