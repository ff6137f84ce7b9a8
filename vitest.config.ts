import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'contract',
      'mock-server',
      'web',
      'web/vitest.isolated.config.ts',
      'web/vitest.server.config.ts',
      'scripts',
      'tests/vitest.config.ts',
    ],
  },
})
