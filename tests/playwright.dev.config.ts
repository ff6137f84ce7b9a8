import { defineConfig } from '@playwright/test'
import { chromiumArgs, ensureHeadlessShell } from '@playfront/scripts/browser/chromium'

const port = Number(process.env.DEV_E2E_PORT ?? 5180)

/**
 * Specs of the developer loop: Chromium against `pnpm dev` (the Vite dev server with the mock in
 * the page), not the built site. Each test gets a fresh browser context, hence a fresh IndexedDB
 * and so a fresh mock world; specs reach the mock only through the page (panel, fetch).
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
    trace: 'retain-on-failure',
    launchOptions: { executablePath: ensureHeadlessShell(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `pnpm --filter @playfront/web exec vite --port ${port} --strictPort`,
    env: { PLAYFRONT_BACKEND: '' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
