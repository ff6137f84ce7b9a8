import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { parseAllowedHosts, type AllowedHosts } from './allowed-hosts.ts'

/** How far a standalone server is exposed, read from its flags and environment. */
export interface Exposure {
  host: string
  allowedHosts: AllowedHosts
  /** Set when the server listens beyond loopback: given, or made up at start and printed. */
  controlToken?: string
  /** Lines for the start banner: what is reachable and how to call the control API. */
  banner: string[]
}

const loopbackBinds = new Set(['127.0.0.1', 'localhost', '::1'])

/** The flags every standalone server takes, for `parseArgs`. */
export const exposureFlags = {
  'allowed-hosts': { type: 'string' },
  'control-token': { type: 'string' },
} as const

/**
 * Reads `HOST`, `--allowed-hosts` / `MOCK_ALLOWED_HOSTS` and `--control-token` / `MOCK_CONTROL_TOKEN`.
 * Bound beyond loopback (`HOST=0.0.0.0`), the control API needs a token from other machines: the
 * given one, or a random one announced in the banner.
 *
 * @example
 * exposureFrom({ 'allowed-hosts': 'qa.example.org' }, { HOST: '0.0.0.0' }).controlToken // 32 hex digits
 */
export function exposureFrom(
  flags: { 'allowed-hosts'?: string; 'control-token'?: string },
  env: NodeJS.ProcessEnv,
): Exposure {
  const host = env.HOST ?? '127.0.0.1'
  const allowedHosts = parseAllowedHosts(flags['allowed-hosts'] ?? env.MOCK_ALLOWED_HOSTS)
  const given = flags['control-token'] ?? env.MOCK_CONTROL_TOKEN
  const banner = [
    'A local, QA-only server: a mock backend with a control API that can change everything. Never expose it to the internet.',
  ]
  const extra =
    allowedHosts === true
      ? 'any host'
      : allowedHosts.length > 0
        ? allowedHosts.join(', ')
        : 'no other host (--allowed-hosts to add one)'
  banner.push(`Answers localhost, *.localhost and IP addresses, and ${extra}.`)
  if (loopbackBinds.has(host)) return { host, allowedHosts, controlToken: given, banner }
  const controlToken = given ?? randomBytes(16).toString('hex')
  banner.push(
    `Listening on ${host}: control API calls from other machines need the header x-mock-control-token: ${controlToken}${given ? '' : ' (made up now; --control-token or MOCK_CONTROL_TOKEN to choose it)'}.`,
  )
  return { host, allowedHosts, controlToken, banner }
}

/**
 * Parses the exposure flags out of a command line, leaving the others to the caller.
 *
 * @example
 * exposureFromArgs(['--allowed-hosts', 'qa.example.org'], process.env).allowedHosts // ['qa.example.org']
 */
export function exposureFromArgs(args: string[], env: NodeJS.ProcessEnv): Exposure {
  const { values } = parseArgs({
    args,
    options: exposureFlags,
    strict: false,
    allowPositionals: true,
  })
  return exposureFrom(values as { 'allowed-hosts'?: string; 'control-token'?: string }, env)
}
