import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    // The verify and proxy tests run the mock in-process: its answers must follow the contract.
    setupFiles: ['../mock-server/src/testing/fail-on-own-violations.ts'],
  },
})
