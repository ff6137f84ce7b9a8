import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from './inline-entry-css-plugin.ts'

describe('the entry stylesheet written into the page', () => {
  const page = (links: string) => `<head>${links}</head><body><div id="root"></div></body>`
  const css: Record<string, string> = {
    '/assets/index-a1.css': '.preloader{display:grid}',
    '/assets/odd-b2.css': 'p::after{content:"</style>"}',
  }

  it('replaces a link to a stylesheet of the build with its rules', () => {
    const result = inlineStylesheets(
      page('<link rel="stylesheet" crossorigin href="/assets/index-a1.css">'),
      (href) => css[href],
    )
    expect(result.html).toBe(page('<style>.preloader{display:grid}</style>'))
    expect(result.inlined).toEqual(['/assets/index-a1.css'])
  })

  it('leaves a stylesheet it does not have, and one that would close the style element', () => {
    const links =
      '<link rel="stylesheet" href="https://fonts.example/a.css"><link rel="stylesheet" href="/assets/odd-b2.css">'
    const result = inlineStylesheets(page(links), (href) => css[href])
    expect(result.html).toBe(page(links))
    expect(result.inlined).toEqual([])
  })

  it('leaves other links alone', () => {
    const links =
      '<link rel="modulepreload" href="/assets/vendor-c3.js"><link rel="icon" href="data:,">'
    expect(inlineStylesheets(page(links), () => 'x{}').html).toBe(page(links))
  })
})
