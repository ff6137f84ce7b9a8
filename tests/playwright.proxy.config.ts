import { defineConfig } from '@playwright/test'
import { chromiumArgs, ensureHeadlessShell } from '@playfront/scripts/browser/chromium'
import { specsThroughTheProxy } from '@playfront/scripts/browser/specs-through-the-proxy'

// The site behind `pnpm start --proxy`: the built app and a proxy on PROXY_E2E_PORT, forwarding
// the contract's calls to a standalone mock on PROXY_BACKEND_PORT that stands in for a real
// backend (the control API is relayed to it, so the specs reset and approve as usual). The login
// and money stories must pass with zero contract violations; then a drift must be reported.
const port = Number(process.env.PROXY_E2E_PORT ?? 8096)
// The specs' helpers build tenant URLs from E2E_PORT; the workers inherit it from here.
process.env.E2E_PORT = String(port)
const backendPort = Number(process.env.PROXY_BACKEND_PORT ?? 4096)
const isCI = Boolean(process.env.CI)

export default defineConfig({
  testDir: './e2e',
  outputDir: '../reports/e2e-proxy/results',
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Each test with its retries, the flaky and quarantined ones named (scripts/scenarios/flaky).
  reporter: [
    ['list'],
    [
      '@playfront/scripts/scenarios/flaky/checks-reporter',
      { suite: 'e2e:proxy', folder: '../reports/e2e-proxy' },
    ],
  ],
  use: {
    // The specs hold the site online to its answers: the service worker's network-first pages
    // would hide a slow answer behind a kept copy. Its own specs allow it (returning-player.spec.ts).
    serviceWorkers: 'block',
    baseURL: `http://localhost:${port}`,
    // A trace costs a tenth of the run's CPU (a DOM snapshot per action): in CI, where a failed
    // test runs again, only that retry records one; a local run, with no retry, keeps a failure's.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: ensureHeadlessShell(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'stories through the proxy',
      testMatch: specsThroughTheProxy.map((file) => `**/${file}`),
      use: { browserName: 'chromium' },
    },
    {
      name: 'violations of the proxy',
      testMatch: ['**/proxy/violations.check.ts'],
      dependencies: ['stories through the proxy'],
    },
  ],
  webServer: [
    {
      command: 'node ../mock-server/src/server/main.ts',
      env: { PORT: String(backendPort) },
      url: `http://127.0.0.1:${backendPort}/__mock/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ../web/scripts/serve.ts --proxy http://127.0.0.1:${backendPort} --proxy-control`,
      env: { PORT: String(port) },
      url: `http://localhost:${port}/__mock/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
