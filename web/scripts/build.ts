import { execFileSync } from 'node:child_process'
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { injectManifest } from 'workbox-build'
import { precompressSiteFiles } from '../server/site-files.ts'

// `pnpm build`: the browser's build, its service worker and the server's, under one build id:
// the server reads the id the browser's pages carry, and both name the same build in
// `builds/latest.json`. `--out DIR` builds into DIR and DIR-server instead of web/dist and
// web/dist-server (a second build beside the first, as a test of a deploy does).
const web = fileURLToPath(new URL('..', import.meta.url))
const { values } = parseArgs({ options: { out: { type: 'string' } } })
const clientDir = resolve(values.out ?? join(web, 'dist'))
const serverDir = `${clientDir}-server`
const env = {
  ...process.env,
  // A production build whatever the shell says: run from a test runner (NODE_ENV=test) Vite would
  // otherwise emit React's development JSX calls, which production React does not have, and the
  // built server would stop at its first import.
  NODE_ENV: 'production',
  PLAYFRONT_BUILD_ID: process.env.PLAYFRONT_BUILD_ID ?? Date.now().toString(36),
}
const vite = (args: string[]) =>
  execFileSync(process.execPath, [join(web, 'node_modules/vite/bin/vite.js'), 'build', ...args], {
    stdio: 'inherit',
    env,
    cwd: web,
  })

vite(['--outDir', clientDir])
vite(['--config', 'vite.sw.config.ts', '--outDir', clientDir])
vite(['--ssr', '--outDir', serverDir])

// The service worker precaches every hashed file of this build (decision 045).
const kb = (bytes: number) => (bytes / 1024).toFixed(0)
const worker = join(clientDir, 'sw.js')
const precache = await injectManifest({
  swSrc: worker,
  swDest: worker,
  globDirectory: clientDir,
  globPatterns: ['assets/**/*.{js,css}'],
  // Vite names these by their content: the name is the revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
})
for (const warning of precache.warnings) console.warn(`service worker: ${warning}`)
console.log(`service worker: ${precache.count} files precached (${kb(precache.size)} KB)`)

// Each public file compressed once, here, at the best quality; the server sends these copies
// (decision 071).
const compressed = precompressSiteFiles(clientDir)
console.log(
  `compressed: ${compressed.files} files, ${kb(compressed.bytes)} KB to ${kb(compressed.br)} KB brotli, ${kb(compressed.gzip)} KB gzip`,
)

// What the server needs beside its bundle: jsdom, which DOMPurify needs for a DOM and which does
// not bundle. A container installs it from this file (see Dockerfile).
const { dependencies } = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}
// Built outside web/, the server finds jsdom in web's node_modules through a link.
if (relative(web, serverDir).startsWith('..'))
  symlinkSync(join(web, 'node_modules'), join(serverDir, 'node_modules'), 'dir')
writeFileSync(
  join(serverDir, 'package.json'),
  JSON.stringify(
    { private: true, type: 'module', dependencies: { jsdom: dependencies.jsdom } },
    null,
    2,
  ) + '\n',
)
