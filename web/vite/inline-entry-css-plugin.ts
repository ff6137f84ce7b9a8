import type { Plugin, Rolldown } from 'vite'

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>

const stylesheetLink = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g

/**
 * The page with each linked stylesheet that `cssOf` knows (by href) written inline instead, and
 * the hrefs it inlined. A stylesheet holding `</style` stays linked: inline, it would end the
 * element early (Vite never writes one).
 *
 * @example
 * inlineStylesheets('<link rel="stylesheet" href="/assets/index-a1.css">', () => 'p{margin:0}')
 * // { html: '<style>p{margin:0}</style>', inlined: ['/assets/index-a1.css'] }
 */
export function inlineStylesheets(
  html: string,
  cssOf: (href: string) => string | undefined,
): { html: string; inlined: string[] } {
  const inlined: string[] = []
  const page = html.replace(stylesheetLink, (link, href: string) => {
    const css = cssOf(href)
    if (css === undefined || /<\/style/i.test(css)) return link
    inlined.push(href)
    return `<style>${css}</style>`
  })
  return { html: page, inlined }
}

/**
 * The entry's stylesheet (about 4 KB compressed) goes into index.html as a `<style>`: a linked
 * one holds the first paint back by a round trip, and on a phone the preloader the HTML carries
 * would only show once the scripts had arrived too. Lighthouse counted that link as 150 ms of
 * render blocking. The CSP already allows inline styles.
 */
export function inlineEntryCssPlugin(): Plugin {
  let base = '/'
  const inlined = new Set<string>()
  return {
    name: 'playfront:inline-entry-css',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context): string {
        const bundle = context.bundle as Bundle | undefined
        if (!bundle) return html
        const fileOf = (href: string) => (href.startsWith(base) ? href.slice(base.length) : href)
        const page = inlineStylesheets(html, (href) => {
          const asset = bundle[fileOf(href)]
          return asset?.type === 'asset' ? String(asset.source) : undefined
        })
        for (const href of page.inlined) inlined.add(fileOf(href))
        // Vite lists a chunk's stylesheets among the files a lazy import loads first (its preload
        // helper adds a <link> for each), and it writes those lists after this hook. An inlined
        // file left in them would be asked for when the first such import runs, answer 404 and
        // make the site reload itself as if its build were gone: the home page did, the moment
        // a player scrolled to the winners strip.
        for (const output of Object.values(bundle))
          if (output.type === 'chunk')
            for (const fileName of inlined) output.viteMetadata?.importedCss.delete(fileName)
        return page.html
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // Nothing else links the entry's stylesheet, so the file would only be served to nobody.
        for (const fileName of inlined) delete bundle[fileName]
      },
    },
  }
}
