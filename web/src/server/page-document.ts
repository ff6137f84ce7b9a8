import type { BootData } from '../lib/boot-data.ts'
import { scriptJson } from './head-html.ts'
import escapeHtml from 'escape-html'

/** The built `index.html`, taken apart once when the server starts. */
export type SiteTemplate = {
  /** The build's head: the boot block, the entry script, its preloads and inlined stylesheet. */
  head: string
  boot: BootData
  /** The inline scripts the page keeps, for the Content-Security-Policy's hashes. */
  inlineScripts: string[]
}

const bootBlock = /<script type="application\/json" id="site-boot">([\s\S]*?)<\/script>/
const placeholderHead = /\s*<link rel="icon" href="data:," \/>\s*<title><\/title>/

/** Reads the build's `index.html`; a file that is not one fails the server's start, not a request. */
export function parseTemplate(indexHtml: string): SiteTemplate {
  const boot = bootBlock.exec(indexHtml)?.[1]
  const headStart = indexHtml.indexOf('<head>')
  const headEnd = indexHtml.indexOf('</head>')
  if (!boot || headStart < 0 || headEnd < 0 || !placeholderHead.test(indexHtml))
    throw new Error(
      'index.html is not a build of this site: it has no boot block or no head placeholder',
    )
  const head = indexHtml.slice(headStart + '<head>'.length, headEnd).replace(placeholderHead, '')
  // Every script the browser runs from the head's own text (the dev server's refresh preamble is
  // a module script): not one with a `src`, nor a block of JSON data.
  const inlineScripts = [...head.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=|application\/(ld\+)?json/.test(attributes))
    .map((m) => m[2] ?? '')
  return { head, boot: JSON.parse(boot) as BootData, inlineScripts }
}

export type PageFiles = { styles: string[]; scripts: string[] }

/** The stylesheets and scripts a page links beyond the entry, for its screen, theme and language. */
export type FilesOf = (parts: {
  page: string | null
  theme: string | null
  locale: string
}) => Promise<PageFiles>

/**
 * The files a page needs beyond the entry: its screen's chunk and stylesheets, the tenant's
 * layout and palette, and its language's messages. Stylesheets are linked (the page is drawn
 * before any script runs); scripts are preloaded, so hydration does not wait for a chain of imports.
 */
export function pageFiles(
  boot: BootData,
  { page, theme, locale }: { page: string | null; theme: string | null; locale: string },
): PageFiles {
  const { preload } = boot
  const indexes = [
    ...(page ? (preload.pages[page] ?? []) : []),
    ...(theme ? (preload.looks[theme] ?? []) : []),
    ...(preload.messages[locale] ?? []),
    ...(page && page !== 'home' ? (preload.screens[locale] ?? []) : []),
  ]
  const files = [...new Set(indexes.map((index) => preload.files[index] ?? ''))].filter(Boolean)
  return {
    styles: files.filter((file) => file.endsWith('.css')),
    scripts: files.filter((file) => file.endsWith('.js')),
  }
}

export type DocumentParts = {
  lang: string
  /** The tenant's head: title, meta, links, JSON-LD. */
  head: string
  /** The tenant's web app manifest and browser bar colour, when the tenant started. */
  app?: { manifest: string; themeColor: string } | null
  bodyClass: string
  /** React's markup of the root. */
  root: string
  files: PageFiles
  /**
   * The text of a built stylesheet, to send in the page rather than link (decision 064); none
   * in the dev server, whose stylesheets are Vite's modules.
   */
  styleText?: (href: string) => string | undefined
  /** What the browser reads to hydrate (see ServerState). */
  state: unknown
}

const escapeAttribute = escapeHtml

/** React puts the resources it hoists (image preloads) first in the markup of a root. */
function splitHoisted(root: string): { hoisted: string; markup: string } {
  const hoisted = /^(?:<link [^>]*\/?>)*/.exec(root)?.[0] ?? ''
  return { hoisted, markup: root.slice(hoisted.length) }
}

/**
 * A page's stylesheet in its HTML (decision 064): its text, so the first paint waits for no
 * download, and a link the browser does not fetch (`disabled`) that tells Vite's chunk loader
 * the sheet is there, so a chunk that imports it later does not download it again.
 */
function styleOf(href: string, text: string | undefined): string {
  const link = `<link rel="stylesheet" href="${escapeAttribute(href)}"`
  if (text === undefined || /<\/style/i.test(text)) return `${link}>`
  return `<style>${text}</style>${link} disabled>`
}

/** One page as HTML, the template's head and entry around what the server drew. */
export function pageDocument(template: SiteTemplate, parts: DocumentParts): string {
  const { hoisted, markup } = splitHoisted(parts.root)
  const links = [
    ...parts.files.styles.map((href) => styleOf(href, parts.styleText?.(href))),
    ...parts.files.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ].join('\n    ')
  const bodyClass = parts.bodyClass ? ` class="${escapeAttribute(parts.bodyClass)}"` : ''
  const app = parts.app
    ? `<link rel="manifest" href="${escapeAttribute(parts.app.manifest)}">\n    <meta name="theme-color" content="${escapeAttribute(parts.app.themeColor)}">\n    `
    : ''
  // The page's styles are in it (decision 064), so nothing holds the first paint: without this,
  // a busy phone paints the page half parsed and its grids move as the rest arrives (layout
  // shift). The browser draws once the root is parsed: not the state after it, which would let
  // the scripts run first (parsing ends, deferred scripts run, then a frame) and put hydration
  // before the first paint (casino1's FCP 2.1 s against 1.5 s on Lighthouse's phone).
  const wholePage = '<link rel="expect" href="#root-end" blocking="render">'
  return `<!doctype html>
<html lang="${escapeAttribute(parts.lang)}">
  <head>${template.head.replace(
    /(<meta name="viewport"[^>]*>)/,
    `$1\n    ${parts.head}\n    ${app}${hoisted}`,
  )}    ${links}
    ${wholePage}
  </head>
  <body${bodyClass}>
    <div id="root">${markup}</div><template id="root-end"></template>
    <script type="application/json" id="site-state">${scriptJson(parts.state)}</script>
  </body>
</html>
`
}
