import { defineConfig } from 'vitest/config'

// Cross-package unit-level checks (contract conformance, generated files); Playwright specs
// under e2e/ are run by Playwright, not Vitest.
export default defineConfig({
  test: {
    name: 'tests',
    include: ['**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**'],
  },
})
