import type { ThemeCode } from '@playfront/contract/themes'
import { tenantDomainOf, type StagingBackend } from './backend-flags.ts'

/** How a worker's server serves the built site for another backend (options of its mock). */
export interface SiteServing {
  /** The contract's calls go to the backend, each checked both ways (mock-server/src/server/proxy.ts). */
  proxy?: { target: string; log?: (line: string) => void }
  /** The tenant hosts the browser opens the site under, besides `*.localhost`. */
  allowedHosts?: string[]
}

/**
 * The built site served for a staging backend: the page's contract calls are forwarded to the
 * backend (its answers checked against the contract on the way, violations listed at the
 * worker's `/__mock/violations`); the files and the pictures the mock draws stay local, and the
 * control API the worker answers is its own idle mock's, never the backend's.
 */
export function stagingServing(
  backend: StagingBackend,
  templates: readonly ThemeCode[],
): SiteServing {
  const hosts = templates
    .map((template) => tenantDomainOf(backend.domain, template))
    .filter((host) => host !== 'localhost' && !host.endsWith('.localhost'))
  return {
    // A violation is one line each in the worker's output; the cell's HAR keeps the answer.
    proxy: { target: backend.url, log: () => undefined },
    ...(hosts.length ? { allowedHosts: hosts } : {}),
  }
}

/**
 * Chromium's host rules that open a `--domain` other than `*.localhost` on this machine, where
 * each worker serves the site: the tenant's real name in the address bar, so that the site sends
 * it as its domain_name. Empty for the mock's own `*.localhost` tenants, which Chromium resolves
 * to loopback by itself.
 *
 * @example hostRules({ url: 'https://api.qa.example', domain: '{template}.qa.example' }) // ['--host-resolver-rules=MAP *.qa.example 127.0.0.1']
 */
export function hostRules(backend: StagingBackend | undefined): string[] {
  if (!backend) return []
  const hosts = backend.domain.replaceAll('{template}', '*')
  if (hosts === '*.localhost') return []
  return [`--host-resolver-rules=MAP ${hosts} 127.0.0.1`]
}
