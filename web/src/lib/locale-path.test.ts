import { describe, expect, it } from 'vitest'
import { localizedName, localizePath, splitLocale } from './locale-path.ts'

describe('locale prefix strategy', () => {
  it.each([
    ['/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/', 'fil', '/fil'],
    ['/about', 'fil', '/fil/about'],
    ['/', 'zh', '/zh'],
    ['/bet-history', 'zh', '/zh/bet-history'],
  ] as const)('%s in %s is %s', (path, locale, want) => {
    expect(localizePath(path, locale)).toBe(want)
  })

  it.each([
    ['/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/fil', 'fil', '/'],
    ['/fil/about', 'fil', '/about'],
    ['/zh/profile', 'zh', '/profile'],
    ['/en/about', 'en', '/en/about'],
    ['/filler', 'en', '/filler'],
  ])('%s is %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path })
  })

  it('suffixes route names with the locale', () => {
    expect(localizedName('home', 'en')).toBe('home___en')
    expect(localizedName('bet-history', 'fil')).toBe('bet-history___fil')
  })
})
