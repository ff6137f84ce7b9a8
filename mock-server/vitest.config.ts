import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'mock-server',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    // The files share their modules in a worker (none swaps a module or a global): each file in
    // a process of its own spent a quarter of the project's time starting Node and importing the
    // mock again (decision 066).
    isolate: false,
    setupFiles: ['src/testing/fail-on-own-violations.ts'],
  },
})
