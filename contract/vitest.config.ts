import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The breaking-change gate compares whole contracts: seconds each on a loaded 2-core machine.
  test: { name: 'contract', testTimeout: 20_000 },
})
