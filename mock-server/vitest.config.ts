import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'mock-server',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    setupFiles: ['src/testing/fail-on-own-violations.ts'],
  },
})
