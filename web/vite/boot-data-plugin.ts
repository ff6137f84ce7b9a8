import { readFileSync } from 'node:fs'
import type { Plugin, Rolldown } from 'vite'
import { routeRules } from '../route-rules.ts'
import type { BootData } from '../src/lib/boot-data.ts'
import { themeCodes } from '@playfront/contract/themes'
import { layoutForTheme } from '../src/features/layouts/template-layout.ts'

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>
type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }

const configFile = new URL('../public/config.json', import.meta.url)

function chunks(bundle: Bundle): Chunk[] {
  return Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk')
}

/** A chunk's file, the chunks it imports statically (all the way down) and their CSS. */
function filesOf(bundle: Bundle, start: Chunk | undefined, skip: Set<string>): string[] {
  const files = new Set<string>()
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || files.has(chunk.fileName) || skip.has(chunk.fileName)) return
    files.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
    for (const name of chunk.imports) visit(bundle[name] as Chunk)
  }
  visit(start)
  return [...files]
}

function preloads(bundle: Bundle | undefined, base: string): BootData['preload'] {
  const preload: BootData['preload'] = {
    files: [],
    messages: {},
    screens: {},
    pages: {},
    looks: {},
  }
  if (!bundle) return preload
  const all = chunks(bundle)
  const entry = all.find((chunk) => chunk.isEntry)
  const loadedByEntry = new Set(entry ? filesOf(bundle, entry, new Set()) : [])
  // A file's index in `preload.files`, added on first use.
  const indexOf = (file: string) => {
    const at = preload.files.indexOf(base + file)
    return at >= 0 ? at : preload.files.push(base + file) - 1
  }
  const indexes = (chunk: Chunk) => filesOf(bundle, chunk, loadedByEntry).map(indexOf)
  const layouts: Record<string, number[]> = {}
  const palettes: Record<string, number[]> = {}
  const kinds = [
    [/src\/locales\/([a-z]+)\/first-paint\.ts$/, preload.messages],
    [/src\/features\/layouts\/variants\/([a-z0-9]+)\.ts$/, layouts],
    [/src\/locales\/([a-z]+)\/ui-screens\.json$/, preload.screens],
    [/src\/app\/pages\/([a-z-]+)-page\.tsx$/, preload.pages],
  ] as const
  for (const chunk of all) {
    for (const [pattern, into] of kinds) {
      const name = pattern.exec(chunk.facadeModuleId ?? '')?.[1]
      if (name) into[name] = indexes(chunk)
    }
  }
  // A palette is imported as a stylesheet alone, so it is an asset of the bundle, not a chunk.
  for (const item of Object.values(bundle)) {
    if (item.type !== 'asset') continue
    for (const original of item.originalFileNames ?? []) {
      const name = /src\/features\/palettes\/generated\/([a-z0-9]+)\.css$/.exec(original)?.[1]
      if (name) palettes[name] = [indexOf(item.fileName)]
    }
  }
  // What site-look.ts loads for a theme: its layout's chunk and its palette.
  for (const code of themeCodes)
    preload.looks[code] = [...(layouts[layoutForTheme(code)] ?? []), ...(palettes[code] ?? [])]
  return preload
}

/**
 * What the build knows goes into index.html, which the server draws every page into: the runtime
 * config, the build id, the route rules and the files each page, template and language needs.
 */
export function bootDataPlugin(buildId: string): Plugin {
  let base = '/'
  return {
    name: 'playfront:boot-data',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context): string {
        const boot: BootData = {
          config: JSON.parse(readFileSync(configFile, 'utf8')) as BootData['config'],
          buildId,
          routeRules: routeRules(process.env),
          preload: preloads(context.bundle as Bundle | undefined, base),
        }
        const json = JSON.stringify(boot).replaceAll('<', '\\u003c')
        const block = `<script type="application/json" id="site-boot">${json}</script>\n    `
        // Before the entry and the stylesheet links, after the charset, which must come in the
        // first 1024 bytes.
        const charset = Math.max(0, html.indexOf('<meta charset'))
        const found = html.slice(charset).search(/<script type="module"|<link rel="stylesheet"/)
        const at = found < 0 ? -1 : charset + found
        return at < 0
          ? html.replace('</head>', `${block}</head>`)
          : html.slice(0, at) + block + html.slice(at)
      },
    },
  }
}
