import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['contract', 'mock-server', 'web', 'scripts', 'tests/vitest.config.ts'],
  },
})
