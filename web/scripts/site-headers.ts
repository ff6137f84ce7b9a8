import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { IncomingMessage } from 'node:http'
import type { MockBackend } from '@playfront/mock-server/backend'
import { hostName } from '@playfront/mock-server/server/allowed-hosts'
import { apiOrigin } from '../vite/security-headers-plugin.ts'
import {
  contentSecurityPolicy,
  mergeSources,
  scriptSources,
  securityHeaders,
  type ScriptSources,
} from './security-headers.ts'

/**
 * The security headers `pnpm start` sends with every file of the built site. The CSP allows the
 * inline scripts of the built index.html (hashed when the server starts, so whatever the build
 * inlines is covered) and the analytics snippets of the tenant the Host names (hashed, and their
 * script origins listed, per request: a control API change is seen on the next page load).
 *
 * @example
 * createMockHttpServer({ port, staticDir, staticHeaders: siteHeaders(staticDir, () => server.backend) })
 */
export function siteHeaders(staticDir: string, backend: () => MockBackend | undefined) {
  const page = scriptSources(readFileSync(join(staticDir, 'index.html'), 'utf8'))
  const connect = apiOrigin(readFileSync(join(staticDir, 'config.json'), 'utf8'))
  const bySnippet = new Map<string, ScriptSources>()
  const analyticsOf = (host: string): ScriptSources[] => {
    const mock = backend()
    const tenant = mock?.tenantByHost(hostName(host))
    if (!mock || !tenant) return []
    return mock.tables.analytics
      .all()
      .filter((a) => a.domain_name === tenant.domain_name)
      .map(({ script }) => {
        let sources = bySnippet.get(script)
        if (!sources) bySnippet.set(script, (sources = scriptSources(script)))
        return sources
      })
  }
  return (req: IncomingMessage): Record<string, string> => {
    const scripts = mergeSources(page, ...analyticsOf(req.headers.host ?? 'localhost'))
    return securityHeaders(contentSecurityPolicy(scripts, connect))
  }
}
