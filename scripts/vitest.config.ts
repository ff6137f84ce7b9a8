import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    testTimeout: 20_000,
    // *.slow.test.ts run the scenario runner on the built site; pnpm test runs them after the build.
    exclude: ['node_modules/**', '**/*.slow.test.ts'],
    // The verify and proxy tests run the mock in-process: its answers must follow the contract.
    setupFiles: ['../mock-server/src/testing/fail-on-own-violations.ts'],
    // The files share their modules in a worker (none swaps a module or a global): a process
    // per file cost 68 CPU-s of the project's run against 53 shared (decision 066).
    isolate: false,
  },
})
