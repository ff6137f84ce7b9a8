import { defineConfig } from '@playwright/test'
import { chromiumArgs, ensureHeadlessShell } from '@playfront/scripts/browser/chromium'
import { serverBuilds } from '@playfront/scripts/browser/server-builds'
import { sitePorts, workerCount, workerPort } from './e2e/support/ports.ts'
const isCI = Boolean(process.env.CI)
// Each test with its retries, the flaky and quarantined ones named (scripts/scenarios/flaky).
const checks = [
  '@playfront/scripts/scenarios/flaky/checks-reporter',
  { suite: 'e2e', folder: '../reports/e2e' },
] as const

/**
 * End-to-end specs run in Chromium against the real built app and the standalone mock, served
 * together on one port by web/scripts/serve.ts (what `pnpm start` runs). The mock is stateful, so
 * each worker has a site and a mock of its own (E2E_WORKERS, 2 by default: the machine's cores)
 * and a spec resets its mock before each test; a file's tests stay in order in one worker.
 */
export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/support/check-own-answers.ts',
  outputDir: '../reports/e2e/results',
  workers: workerCount,
  fullyParallel: false,
  // The server builds a spec starts a site from (returning-player.spec.ts), as Node loads them.
  build: { external: serverBuilds },
  retries: isCI ? 1 : 0,
  // A signed-in lobby with axe takes 20 s on an idle 2-core machine; twice that when it is busy.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: isCI
    ? [['list'], ['html', { open: 'never', outputFolder: '../reports/e2e/html' }], checks]
    : [['list'], checks],
  use: {
    // The specs hold the site online to its answers: the service worker's network-first pages
    // would hide a slow answer behind a kept copy. Its own specs allow it (returning-player.spec.ts).
    serviceWorkers: 'block',
    baseURL: `http://localhost:${workerPort}`,
    // A trace costs a tenth of the run's CPU (a DOM snapshot per action): in CI, where a failed
    // test runs again, only that retry records one; a local run, with no retry, keeps a failure's.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: ensureHeadlessShell(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: sitePorts.map((port) => ({
    command: 'node ../web/scripts/serve.ts',
    // The mock checks its own answers against the contract and logs any violation (stderr).
    env: { PORT: String(port), MOCK_SELF_CHECK: '1' },
    url: `http://localhost:${port}/__mock/health`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
})
