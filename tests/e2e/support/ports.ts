/**
 * The e2e run's sites: one per worker, each with a mock of its own (the mock is stateful, and a
 * spec resets it before each test), on consecutive ports from E2E_PORT. A worker finds its own
 * through Playwright's TEST_PARALLEL_INDEX, the same in its config, its specs and their helpers.
 */
export const firstPort = Number(process.env.E2E_PORT ?? 8090)
export const workerCount = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
export const sitePorts = Array.from({ length: workerCount }, (_, index) => firstPort + index)
export const workerPort = firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0)
