import { describe, expect, it } from 'vitest'
import { readLocaleCookie, saveLocaleCookie } from './locale-cookie.ts'

describe('locale cookie', () => {
  it('lives a year on every path, Lax, Secure only where the page is secure', () => {
    const written: string[] = []
    const page = (protocol: string) =>
      ({
        location: { protocol },
        defaultView: { isSecureContext: protocol === 'https:' },
        get cookie() {
          return written.at(-1)?.split(';')[0] ?? ''
        },
        set cookie(line: string) {
          written.push(line)
        },
      }) as unknown as Document
    saveLocaleCookie('fil', page('http:'))
    saveLocaleCookie('zh', page('https:'))
    expect(written).toEqual([
      'i18n_locale=fil; Path=/; SameSite=Lax; Max-Age=31536000',
      'i18n_locale=zh; Path=/; SameSite=Lax; Max-Age=31536000; Secure',
    ])
  })

  it('reads only known locales back', () => {
    expect(readLocaleCookie('a=1; i18n_locale=zh')).toBe('zh')
    expect(readLocaleCookie('i18n_locale=xx')).toBeNull()
    expect(readLocaleCookie('')).toBeNull()
  })
})
