import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The breaking-change gate compares whole contracts: seconds each on a loaded 2-core machine.
  test: {
    name: 'contract',
    testTimeout: 20_000,
    // The files share their modules in a worker (none swaps a module or a global): each file in
    // a process of its own spent a quarter of the project's time starting Node and importing the
    // mock again (decision 066).
    isolate: false,
  },
})
