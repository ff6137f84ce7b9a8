import { createHash } from 'node:crypto'

/** What the scripts of a page may be: inline ones by hash, others by origin. */
export interface ScriptSources {
  /** `'sha256-…'` sources of inline scripts. */
  hashes: string[]
  /** Origins of external scripts, e.g. `https://www.googletagmanager.com`. */
  origins: string[]
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const srcAttribute = /\bsrc\s*=\s*["']?([^"'\s>]+)/i

/**
 * The hashes and origins of the scripts in a piece of HTML: an inline script by the SHA-256 of its
 * text, an external one by its origin (same-origin paths need nothing beyond `'self'`). A snippet
 * with no markup at all is one inline script, as the web app places it (place-analytics.ts).
 *
 * @example
 * scriptSources('<script>window.a = 1</script><script src="https://cdn.example/a.js"></script>')
 * // { hashes: ["'sha256-…'"], origins: ['https://cdn.example'] }
 */
export function scriptSources(html: string): ScriptSources {
  if (!/<[a-z!]/i.test(html))
    return html.trim() ? { hashes: [sha256(html)], origins: [] } : { hashes: [], origins: [] }
  const hashes = new Set<string>()
  const origins = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(scriptTag)) {
    const src = srcAttribute.exec(attributes)?.[1]
    if (src === undefined) {
      if (body.trim()) hashes.add(sha256(body))
      continue
    }
    if (/^https:\/\//i.test(src) || src.startsWith('//'))
      origins.add(new URL(src, 'https://x.invalid').origin)
  }
  return { hashes: [...hashes], origins: [...origins] }
}

/** Adds script sources together, without repeats. */
export const mergeSources = (...all: ScriptSources[]): ScriptSources => ({
  hashes: [...new Set(all.flatMap((s) => s.hashes))],
  origins: [...new Set(all.flatMap((s) => s.origins))],
})

/**
 * The Content-Security-Policy of the site. Scripts: this origin, the hashes of the inline scripts
 * of index.html and of the tenant's analytics snippets, and the origins those snippets load from.
 * Styles allow inline ones: React's `style` props, the live-chat widget and CMS HTML carry them.
 * Nothing may frame the site but itself; no plugins; forms and `<base>` stay on this origin.
 *
 * @example
 * contentSecurityPolicy({ hashes: ["'sha256-abc='"], origins: [] }, ['https://api.example'])
 */
export function contentSecurityPolicy(
  scripts: ScriptSources,
  connectOrigins: readonly string[] = [],
  /** Where images may come from besides this origin, e.g. `https:` for a backend's CDN. */
  imageSources: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scripts.hashes, ...scripts.origins].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...imageSources].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * The security headers of every response of the built site.
 *
 * @example
 * securityHeaders(contentSecurityPolicy({ hashes: [], origins: [] }))['x-content-type-options'] // 'nosniff'
 */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  }
}

/**
 * The same headers as a Netlify / Cloudflare Pages `_headers` file.
 *
 * @example
 * headersFile(securityHeaders(csp)) // '/*\n  Content-Security-Policy: …'
 */
export function headersFile(headers: Record<string, string>): string {
  const title = (name: string) =>
    name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
  return [
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${title(name)}: ${value}`),
    '',
  ].join('\n')
}

/**
 * The same headers as an nginx snippet to `include` in the site's `server` or `location` block.
 *
 * @example
 * nginxSnippet(securityHeaders(csp)) // 'add_header Content-Security-Policy "…" always;\n…'
 */
export function nginxSnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
  )
  return [
    '# Security headers of the Playfront site, written by the build (web/vite/security-headers-plugin.ts).',
    ...lines,
    '',
  ].join('\n')
}
