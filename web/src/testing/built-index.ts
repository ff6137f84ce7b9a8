import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BootData } from '../lib/boot-data.ts'

/** The boot block of a small build, for tests of the server that reads one. */
export const boot: BootData = {
  config: { apiBaseUrl: '' },
  buildId: 'b1',
  routeRules: { '/about': { prerender: true } },
  preload: {
    files: [
      '/assets/home-page-a.js',
      '/assets/home-b.css',
      '/assets/template1-c.js',
      '/assets/casino1-d.css',
      '/assets/first-paint-e.js',
      '/assets/first-paint-f.js',
      '/assets/ui-screens-g.js',
    ],
    messages: { en: [4], zh: [5] },
    screens: { zh: [6] },
    pages: { home: [0, 1], about: [] },
    looks: { casino1: [2, 3] },
  },
}

/** A built index.html as Vite writes it, around that boot block. */
export const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title></title>
    <script type="application/json" id="site-boot">${JSON.stringify(boot)}</script>
    <script type="module" crossorigin src="/assets/index-h.js"></script>
    <style>body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

/** Writes a small build into `dist` (its index, its entry, the build's id), for a server to serve. */
export function writeSmallBuild(dist: string): void {
  mkdirSync(join(dist, 'assets'), { recursive: true })
  mkdirSync(join(dist, 'builds'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), builtIndex)
  writeFileSync(join(dist, 'assets/index-h.js'), 'console.log("app")')
  writeFileSync(join(dist, 'builds/latest.json'), '{"id":"b1"}')
}
