import { isAnyApiPath } from '@playfront/contract/provisional-paths'
import type { ProxyOptions } from './proxy.ts'

/** The `parseArgs` options of `--proxy URL` and `--mock-only /api/a,/api/b`. */
export const proxyArgOptions = {
  proxy: { type: 'string' },
  'mock-only': { type: 'string' },
  'proxy-control': { type: 'boolean' },
} as const

/**
 * Reads `--proxy` and `--mock-only` into proxy options; undefined without `--proxy`. Throws an
 * Error naming the bad value (a URL that is not http(s), a path not in the contract).
 *
 * @example
 * proxyFromArgs({ proxy: 'https://api.example', 'mock-only': '/api/promotion/list' })
 * // { target: 'https://api.example', mockOnly: ['/api/promotion/list'] }
 */
export function proxyFromArgs(values: {
  proxy?: string
  'mock-only'?: string
  'proxy-control'?: boolean
}): ProxyOptions | undefined {
  const mockOnly = (values['mock-only'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (!values.proxy) {
    if (mockOnly.length) throw new Error('--mock-only needs --proxy URL')
    return undefined
  }
  let target: URL
  try {
    target = new URL(values.proxy)
  } catch {
    throw new Error(`--proxy "${values.proxy}" is not a URL`)
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new Error(`--proxy must be an http or https URL, not ${target.protocol}`)
  const unknown = mockOnly.filter((p) => !isAnyApiPath(p))
  if (unknown.length)
    throw new Error(`--mock-only: not a call of the contract: ${unknown.join(', ')}`)
  return values['proxy-control']
    ? { target: target.href, mockOnly, relayControl: true }
    : { target: target.href, mockOnly }
}

/**
 * {@link proxyFromArgs} for a command line: a bad value ends the process with its reason and exit code 2.
 *
 * @example
 * const proxy = proxyFromArgsOrExit(values, 'mock') // "mock: --proxy must be an http or https URL, not ftp:"
 */
export function proxyFromArgsOrExit(
  values: Parameters<typeof proxyFromArgs>[0],
  command: string,
): ProxyOptions | undefined {
  try {
    return proxyFromArgs(values)
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}`)
    process.exit(2)
  }
}
