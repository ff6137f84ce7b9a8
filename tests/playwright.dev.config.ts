import { defineConfig } from '@playwright/test'
import { chromiumArgs, ensureHeadlessShell } from '@playfront/scripts/browser/chromium'

const port = Number(process.env.DEV_E2E_PORT ?? 5180)

/**
 * Specs of the developer loop: Chromium against `pnpm dev` (every page rendered on the server from
 * the sources through Vite, the mock in the dev server's process), not the built site. The mock is
 * shared by every tab, so each test resets it first (support/dev-site.ts), and fails on a page the
 * browser could not hydrate as the server drew it.
 */
export default defineConfig({
  testDir: './dev-e2e',
  outputDir: '../reports/dev-e2e/results',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each test with its retries, the flaky and quarantined ones named (scripts/scenarios/flaky).
  reporter: [
    ['list'],
    [
      '@playfront/scripts/scenarios/flaky/checks-reporter',
      { suite: 'e2e:dev', folder: '../reports/dev-e2e' },
    ],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace costs a tenth of the run's CPU (a DOM snapshot per action): in CI, where a failed
    // test runs again, only that retry records one; a local run, with no retry, keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: ensureHeadlessShell(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node ../web/scripts/dev.ts --port ${port} --fresh`,
    env: { PLAYFRONT_BACKEND: '' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
