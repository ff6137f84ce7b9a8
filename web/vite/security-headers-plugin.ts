import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import {
  contentSecurityPolicy,
  headersFile,
  mergeSources,
  nginxSnippet,
  scriptSources,
  securityHeaders,
} from '../server/security-headers.ts'

/** The origin of config.json's apiBaseUrl, when the API is on another origin. */
export function apiOrigin(configJson: string): string[] {
  const base = (JSON.parse(configJson) as { apiBaseUrl?: string }).apiBaseUrl ?? ''
  return /^https?:\/\//i.test(base) ? [new URL(base).origin] : []
}

// A real host cannot hash each tenant's analytics per request as `pnpm start` does, so their
// script origins (and hashes of inline snippets) are listed at build time:
// PLAYFRONT_CSP_SCRIPT_SOURCES="https://www.googletagmanager.com 'sha256-…'".
const listedSources = () => {
  const words = (process.env.PLAYFRONT_CSP_SCRIPT_SOURCES ?? '').split(/\s+/).filter(Boolean)
  return {
    hashes: words.filter((w) => w.startsWith("'")),
    origins: words.filter((w) => !w.startsWith("'")),
  }
}

/** Writes `_headers` and `security-headers.nginx.conf` beside index.html, with its inline scripts hashed. */
export function securityHeadersPlugin(): Plugin {
  return {
    name: 'playfront:security-headers',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html']
        if (!page || page.type !== 'asset') return
        const config = readFileSync(new URL('../public/config.json', import.meta.url), 'utf8')
        const csp = contentSecurityPolicy(
          mergeSources(scriptSources(String(page.source)), listedSources()),
          apiOrigin(config),
        )
        const headers = securityHeaders(csp)
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) })
        this.emitFile({
          type: 'asset',
          fileName: 'security-headers.nginx.conf',
          source: nginxSnippet(headers),
        })
      },
    },
  }
}
