import { describe, expect, it } from 'vitest'
import { localeCookie, readLocaleCookie } from './locale-cookie.ts'

describe('locale cookie', () => {
  it('lives a year on every path, Lax, Secure only on https', () => {
    expect(localeCookie('fil', false)).toBe(
      'i18n_locale=fil; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(localeCookie('zh', true)).toBe(
      'i18n_locale=zh; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    )
  })

  it('reads only known locales back', () => {
    expect(readLocaleCookie('a=1; i18n_locale=zh')).toBe('zh')
    expect(readLocaleCookie('i18n_locale=xx')).toBeNull()
    expect(readLocaleCookie('')).toBeNull()
  })
})
