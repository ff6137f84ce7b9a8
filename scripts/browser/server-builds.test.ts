import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { serverBuilds } from './server-builds.ts'

// Playwright's own matcher of `build.external`, from the package @playwright/test runs.
const fromTest = createRequire(createRequire(import.meta.url).resolve('@playwright/test'))
const { createFileMatcher } = fromTest('playwright/lib/util') as {
  createFileMatcher: (patterns: string[]) => (path: string) => boolean
}

describe("the server builds Playwright's Babel leaves alone", () => {
  const external = createFileMatcher(serverBuilds)

  it.each([
    '/repo/web/dist-server/main.js',
    '/repo/web/dist-server/assets/home-page-zO4cWFT8.js',
    '/tmp/run/.site-server/assets/render-C1.js',
    'C:\\repo\\web\\dist-server\\main.js',
  ])('%s is imported as Node loads it', (path) => {
    expect(external(path)).toBe(true)
  })

  it.each([
    '/repo/web/server/site-app.ts',
    '/repo/web/dist/assets/vendor-C-m4dLVE.js',
    '/repo/scripts/scenarios/worker-site.ts',
    '/repo/web/src/dist-server-notes.ts',
  ])('%s still goes through Babel', (path) => {
    expect(external(path)).toBe(false)
  })
})
