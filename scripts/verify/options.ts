import { parseArgs } from 'node:util'
import type { VerifyOptions } from './run-verify.ts'
import { runLimits } from './run-limits.ts'

/** The command line of `pnpm verify`, or the reason it is wrong. */
export type ParsedOptions =
  { ok: true; options: VerifyOptions; out: string } | { ok: false; error: string }

export const verifyUsage = `pnpm verify --base-url URL [--domain casino1.example] [--account demo] [--password …] [--other-domain host] [--timeout 5] [--concurrency 8] [--security-tries 20] [--out reports/verify]

Runs Playfront's conformance suite against any backend: every call of contract/openapi.yaml with
valid bodies, the error catalogue's envelope on bad bodies, and the session rules. Prints a line
per call as it ends, then a table; writes reports/verify/index.html and verify.json, exits 1 when
a specified call fails. A call unanswered after --timeout seconds is a finding about the backend.
Defaults: --domain localhost --account demo --password demo1234 (the mock's demo player),
--timeout 5 (seconds per call), --concurrency 8 (independent calls in flight at once).
Security probes (enumeration, attempt limits, token format) send at most --security-tries
attempts each (0 leaves them out), only for the given account, and report findings, not
failures; the password probe may lock that account for the backend's lock time.`

/**
 * Parses the arguments of `pnpm verify`.
 *
 * @example
 * parseVerifyArgs(['--base-url', 'http://127.0.0.1:4010'])
 * // { ok: true, options: { baseUrl: 'http://127.0.0.1:4010', domain: 'localhost', account: 'demo', password: 'demo1234' }, out: 'reports/verify' }
 */
export function parseVerifyArgs(args: string[]): ParsedOptions {
  let values
  try {
    values = parseArgs({
      args: args.filter((a) => a !== '--'),
      options: {
        'base-url': { type: 'string' },
        domain: { type: 'string', default: 'localhost' },
        account: { type: 'string', default: 'demo' },
        password: { type: 'string', default: 'demo1234' },
        'other-domain': { type: 'string' },
        out: { type: 'string', default: 'reports/verify' },
        timeout: { type: 'string' },
        concurrency: { type: 'string' },
        'security-tries': { type: 'string' },
      },
    }).values
  } catch (error) {
    return { ok: false, error: (error as Error).message }
  }
  const baseUrl = values['base-url']
  if (!baseUrl) return { ok: false, error: '--base-url is required' }
  try {
    const url = new URL(baseUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { ok: false, error: `--base-url must be http or https, not ${url.protocol}` }
  } catch {
    return { ok: false, error: `--base-url "${baseUrl}" is not a URL` }
  }
  const limits = runLimits(values.timeout, values.concurrency)
  if (typeof limits === 'string') return { ok: false, error: limits }
  const options: VerifyOptions = {
    baseUrl,
    domain: values.domain,
    account: values.account,
    password: values.password,
    ...limits,
  }
  if (values['other-domain']) options.otherDomain = values['other-domain']
  if (values['security-tries'] !== undefined) {
    const tries = Number(values['security-tries'])
    if (!Number.isInteger(tries) || tries < 0)
      return {
        ok: false,
        error: `--security-tries must be a whole number, 0 or more, not "${values['security-tries']}"`,
      }
    options.securityTries = tries
  }
  return { ok: true, options, out: values.out }
}
