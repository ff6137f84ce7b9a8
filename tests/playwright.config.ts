import { defineConfig } from '@playwright/test'
import { chromiumArgs, ensureHeadlessShell } from '@playfront/scripts/browser/chromium'

const port = Number(process.env.E2E_PORT ?? 8090)
const isCI = Boolean(process.env.CI)

/**
 * End-to-end specs run in Chromium against the real built app and the standalone mock, served
 * together on one port by web/scripts/serve.ts (what `pnpm start` runs). The mock is stateful and
 * shared, so specs run one at a time and reset it before each test.
 */
export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/support/check-own-answers.ts',
  outputDir: '../reports/e2e/results',
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: isCI
    ? [['list'], ['html', { open: 'never', outputFolder: '../reports/e2e/html' }]]
    : [['list']],
  use: {
    // The specs hold the site online to its answers: the service worker's network-first pages
    // would hide a slow answer behind a kept copy. Its own specs allow it (returning-player.spec.ts).
    serviceWorkers: 'block',
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: ensureHeadlessShell(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../web/scripts/serve.ts',
    // The mock checks its own answers against the contract and logs any violation (stderr).
    env: { PORT: String(port), MOCK_SELF_CHECK: '1' },
    url: `http://localhost:${port}/__mock/health`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
