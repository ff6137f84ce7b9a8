import { describe, expect, it } from 'vitest'
import { boot, builtIndex } from '../testing/built-index.ts'
import { pageDocument, pageFiles, parseTemplate } from './page-document.ts'

describe('parseTemplate', () => {
  it('reads the boot block and keeps the head around the entry, without the placeholder title', () => {
    const template = parseTemplate(builtIndex)
    expect(template.boot.buildId).toBe('b1')
    expect(template.head).toContain('/assets/index-h.js')
    expect(template.head).not.toContain('<title></title>')
  })

  it('names every script the head runs from its own text, module ones too, for the CSP', () => {
    const preamble = 'import { injectIntoGlobalHook } from "/@react-refresh"'
    const devIndex = builtIndex.replace(
      '<script type="module" crossorigin',
      `<script type="module">${preamble}</script>\n    <script type="module" crossorigin`,
    )
    expect(parseTemplate(devIndex).inlineScripts).toEqual([preamble])
    expect(parseTemplate(builtIndex).inlineScripts).toEqual([])
  })

  it('refuses a file that is not a build of the site', () => {
    expect(() => parseTemplate('<!doctype html><html><head></head><body></body></html>')).toThrow(
      /not a build of this site/,
    )
  })
})

describe('pageFiles', () => {
  it('links the page, the look and the messages of the page’s language alone', () => {
    expect(pageFiles(boot, { page: 'home', theme: 'casino1', locale: 'zh' })).toEqual({
      styles: ['/assets/home-b.css', '/assets/casino1-d.css'],
      scripts: ['/assets/home-page-a.js', '/assets/template1-c.js', '/assets/first-paint-f.js'],
    })
  })

  it('adds the other screens’ messages off the home page', () => {
    expect(pageFiles(boot, { page: 'about', theme: null, locale: 'zh' }).scripts).toContain(
      '/assets/ui-screens-g.js',
    )
  })
})

describe('pageDocument', () => {
  const html = pageDocument(parseTemplate(builtIndex), {
    lang: 'zh',
    head: '<title>关于我们 | Jade</title>',
    bodyClass: 'theme-casino1 color-gold',
    root: '<link rel="preload" as="image" href="/a.svg"/><main>hello</main>',
    files: { styles: ['/assets/home-b.css'], scripts: ['/assets/home-page-a.js'] },
    state: { note: '</script><script>alert(1)</script>' },
  })

  it('puts the tenant head, the language and the body classes in place', () => {
    expect(html).toContain('<html lang="zh">')
    expect(html).toContain('<title>关于我们 | Jade</title>')
    expect(html).toContain('<body class="theme-casino1 color-gold">')
    expect(html).toContain('<div id="root"><main>hello</main></div>')
  })

  it('moves what React hoists into the head, and links the page files', () => {
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="image" href="/a.svg"/>')
    expect(head).toContain('<link rel="stylesheet" href="/assets/home-b.css">')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-a.js">')
  })

  it('keeps the state from closing its script element', () => {
    const state = html.slice(html.indexOf('id="site-state">'))
    expect(state).not.toMatch(/<\/script><script>alert/)
    expect(state).toContain('\\u003c/script>')
  })

  it('sends a built stylesheet in the page, and marks it for the chunk loader without fetching it', () => {
    const texts: Record<string, string> = { '/assets/home-b.css': '.home{color:red}' }
    const inlined = pageDocument(parseTemplate(builtIndex), {
      lang: 'en',
      head: '',
      bodyClass: '',
      root: '<main>hello</main>',
      files: { styles: ['/assets/home-b.css', '/assets/other-c.css'], scripts: [] },
      styleText: (href) => texts[href],
      state: {},
    })
    const head = inlined.slice(0, inlined.indexOf('</head>'))
    expect(head).toContain(
      '<style>.home{color:red}</style><link rel="stylesheet" href="/assets/home-b.css" disabled>',
    )
    // The first paint waits until the page is parsed, not for a half-parsed page that moves.
    expect(head).toContain('<link rel="expect" href="#root-end" blocking="render">')
    expect(inlined).toContain('<div id="root"><main>hello</main></div><template id="root-end">')
    // One the server has no text for is linked as before.
    expect(head).toContain('<link rel="stylesheet" href="/assets/other-c.css">')
  })

  it('links a stylesheet whose text would close its style element', () => {
    const inlined = pageDocument(parseTemplate(builtIndex), {
      lang: 'en',
      head: '',
      bodyClass: '',
      root: '',
      files: { styles: ['/assets/odd.css'], scripts: [] },
      styleText: () => 'a{}</style><script>alert(1)</script>',
      state: {},
    })
    expect(inlined).not.toContain('alert(1)')
    expect(inlined).toContain('<link rel="stylesheet" href="/assets/odd.css">')
  })
})
