import { defineConfig } from '@playwright/test'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumArgs, ensureHeadlessShell } from '../browser/chromium.ts'
import { checkViewport } from './check-pages.ts'
import { runOptions } from './run-options.ts'
import { hostRules } from './staging-site.ts'
import { serverBuilds } from '../browser/server-builds.ts'

const options = runOptions()

/**
 * The scenario matrix as a Playwright suite: one test per cell, fully parallel so that workers
 * (each with its own site and mock) and `--shard` split it cell by cell. Recording a trace
 * doubles the time of a check, so only the retry of a failed check records one.
 */
export default defineConfig({
  testDir: fileURLToPath(new URL('.', import.meta.url)),
  testMatch: 'scenarios.spec.ts',
  outputDir: resolve(options.outDir, '.results'),
  fullyParallel: true,
  // The server build each worker's site imports, as Node loads it (not through Babel).
  build: { external: serverBuilds },
  workers: options.workers,
  retries: 1,
  timeout: 30_000,
  // What a check waits for is what a player would see; on a 2-core machine shared with other
  // work a first page can take a few seconds, so the wait has twice Playwright's default of room.
  // Only a failing check waits it out.
  expect: { timeout: 10_000 },
  reporter: [[fileURLToPath(new URL('./grid-reporter.ts', import.meta.url))]],
  use: {
    browserName: 'chromium',
    viewport: checkViewport,
    trace: { mode: 'on-first-retry', sources: false },
    launchOptions: {
      executablePath: ensureHeadlessShell(),
      args: [...chromiumArgs, ...hostRules(options.backend)],
    },
  },
})
