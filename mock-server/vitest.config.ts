import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { name: 'mock-server', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
})
