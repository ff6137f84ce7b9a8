import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  headersFile,
  nginxSnippet,
  scriptSources,
  securityHeaders,
} from './security-headers.ts'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('which scripts the CSP allows', () => {
  const rows: [string, { given: string; want: ReturnType<typeof scriptSources> }][] = [
    [
      'a built index.html with only module scripts',
      {
        given: '<script type="module" crossorigin src="/assets/index-BdX3k9aZ.js"></script>',
        want: { hashes: [], origins: [] },
      },
    ],
    [
      'an inline bootstrap script',
      {
        given: '<head><script>window.boot = 1</script></head>',
        want: { hashes: [hash('window.boot = 1')], origins: [] },
      },
    ],
    [
      'an analytics snippet with markup',
      {
        given: "<script>window.playfrontAnalytics = { site: 'x' };</script>",
        want: { hashes: [hash("window.playfrontAnalytics = { site: 'x' };")], origins: [] },
      },
    ],
    [
      'an analytics snippet without markup',
      {
        given: "dataLayer.push('page_view')",
        want: { hashes: [hash("dataLayer.push('page_view')")], origins: [] },
      },
    ],
    [
      'an external tag manager',
      {
        given: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
        want: { hashes: [], origins: ['https://www.googletagmanager.com'] },
      },
    ],
    [
      'a protocol-relative source',
      {
        given: "<script src='//cdn.example/a.js'></script>",
        want: { hashes: [], origins: ['https://cdn.example'] },
      },
    ],
    [
      'plain http is never listed',
      {
        given: '<script src="http://cdn.example/a.js"></script>',
        want: { hashes: [], origins: [] },
      },
    ],
    ['an empty snippet', { given: '  ', want: { hashes: [], origins: [] } }],
  ]
  it.each(rows)('%s', (_name, { given, want }) => {
    expect(scriptSources(given)).toEqual(want)
  })
})

describe('the headers of the built site', () => {
  const csp = contentSecurityPolicy(
    { hashes: ["'sha256-abc='"], origins: ['https://www.googletagmanager.com'] },
    ['https://api.example'],
  )

  it('allows scripts only from the site, the hashes and the listed origins; no framing by others', () => {
    const directives = Object.fromEntries(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    )
    expect(directives['script-src']).toEqual([
      "'self'",
      "'sha256-abc='",
      'https://www.googletagmanager.com',
    ])
    expect(directives['script-src']).not.toContain("'unsafe-inline'")
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.example'])
    expect(directives['frame-ancestors']).toEqual(["'self'"])
    expect(directives['object-src']).toEqual(["'none'"])
  })

  it('sends nosniff, a referrer policy and the CSP', () => {
    expect(securityHeaders(csp)).toMatchObject({
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
  })

  it('writes the same headers for static hosts and nginx', () => {
    const headers = securityHeaders(csp)
    expect(headersFile(headers)).toContain(
      `/*\n  Content-Security-Policy: ${csp}\n  X-Content-Type-Options: nosniff\n`,
    )
    expect(nginxSnippet(headers)).toContain(`add_header content-security-policy "${csp}" always;`)
  })
})
