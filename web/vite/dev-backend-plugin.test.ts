// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { devBackendUrl } from './dev-backend-plugin.ts'

describe('devBackendUrl (PLAYFRONT_BACKEND)', () => {
  const rows: [string, string | undefined, string][] = [
    ['unset: the mock in the page', undefined, ''],
    ['empty: the mock in the page', '', ''],
    ['"mock": the standalone mock on its default port', 'mock', 'http://localhost:4010'],
    ['a URL: its origin', 'https://api.example.com/some/path', 'https://api.example.com'],
    ['a URL with a port', 'http://127.0.0.1:4020', 'http://127.0.0.1:4020'],
  ]
  it.each(rows)('%s', (_name, given, want) => expect(devBackendUrl(given)).toBe(want))

  it.each([['ftp://example.com'], ['not a url']])('refuses %s with a clear error', (given) => {
    expect(() => devBackendUrl(given)).toThrow(/PLAYFRONT_BACKEND|Invalid URL/)
  })
})
