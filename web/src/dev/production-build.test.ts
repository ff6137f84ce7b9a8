// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// What only the dev mock and its panel contain; none of it may reach a player's browser.
const mockMarkers = [
  'setupWorker',
  'mockServiceWorker',
  'playfront-mock',
  'startMockWorker',
  'PLAYFRONT_BACKEND',
  'Developer panel',
  'dev-panel',
  '__mock/',
]

const webRoot = fileURLToPath(new URL('../..', import.meta.url))
let outDir = ''

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

describe('the production build', () => {
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'playfront-build-'))
    // Vite decides import.meta.env.DEV from NODE_ENV, which Vitest sets to 'test': build as `pnpm build` does.
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await build({
        mode: 'production',
        root: webRoot,
        configFile: join(webRoot, 'vite.config.ts'),
        logLevel: 'error',
        build: { outDir, emptyOutDir: true },
      })
    } finally {
      process.env.NODE_ENV = nodeEnv
    }
  }, 180_000)
  afterAll(() => rm(outDir, { recursive: true, force: true }))

  it('holds no mock code, no worker script and no developer panel', async () => {
    const files = await filesUnder(outDir)
    expect(files.some((f) => f.endsWith('.js'))).toBe(true)
    expect(files.map((f) => f.slice(outDir.length))).not.toContain('/mockServiceWorker.js')
    const found: string[] = []
    for (const file of files.filter((f) => /\.(js|css|html|json)$/.test(f))) {
      const text = await readFile(file, 'utf8')
      for (const marker of mockMarkers)
        if (text.includes(marker)) found.push(`${file.slice(outDir.length)}: ${marker}`)
    }
    expect(found).toEqual([])
  })
})
