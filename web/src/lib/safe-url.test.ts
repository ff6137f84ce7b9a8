import { afterEach, describe, expect, it, vi } from 'vitest'
import { safeUrl } from './safe-url.ts'

afterEach(() => vi.restoreAllMocks())

describe('a URL from the backend', () => {
  it.each([
    ['an https image', 'https://cdn.example/logo.png'],
    ['an http link', 'http://casino3.example/promo'],
    ['a path on this site', '/__mock/img/game/PG-001.svg'],
    ['a relative path', 'img/banner.webp'],
    ['a path with a query', '/__mock/game/LRS-01?ticket=L-1'],
    ['a protocol-relative URL', '//cdn.example/a.png'],
    ['an https URL in capitals', 'HTTPS://CDN.EXAMPLE/A.PNG'],
  ])('is kept when it is %s', (_name, url) => {
    expect(safeUrl(url)).toBe(url)
  })

  // Each URL is noted once per page, and the module is shared with other files (decision 065):
  // none of these is one another file drops.
  it.each([
    ['javascript:', 'javascript:alert(document.domain)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: behind spaces', '  javascript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['javascript: with a newline inside', 'java\nscript:alert(1)'],
    ['a data: page', 'data:text/html,<script>alert(1)</script>'],
    ['a data: image', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a file: URL', 'file:///etc/passwd'],
    ['blob:', 'blob:https://evil.example/1'],
    ['a malformed URL', 'http://[not-an-ip'],
  ])('is dropped when it is %s, with a console note', (_name, url) => {
    const note = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    expect(safeUrl(url)).toBeUndefined()
    expect(note).toHaveBeenCalledWith(expect.stringContaining('Dropped a URL from the backend'))
  })

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['only spaces', '   '],
  ])('is left out quietly when it is %s', (_name, url) => {
    const note = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    expect(safeUrl(url)).toBeUndefined()
    expect(note).not.toHaveBeenCalled()
  })
})
