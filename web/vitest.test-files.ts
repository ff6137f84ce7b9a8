import { globSync, readFileSync } from 'node:fs'
import { configDefaults } from 'vitest/config'

/** The DOM tests' files, relative to web/. */
export const domTestFiles = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'vite/**/*.test.ts']

/** What is not a DOM test among them: the server's own code runs in Node (vitest.server.config.ts). */
export const notDomTests = [...configDefaults.exclude, 'src/server/**']

/**
 * A test file that swaps a module (`vi.mock`, `vi.doMock`), a global (`vi.stubGlobal`,
 * `vi.stubEnv`) or the module registry (`vi.resetModules`) needs modules and a window of its own;
 * so does one that says so in a comment ("needs modules of its own"), for a test of a module's
 * first state. The others share one per worker (decision 065). Read from the files themselves, so
 * a new test that mocks a module is isolated without anyone listing it.
 */
const swapsModulesOrGlobals =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|needs modules of its own/

export const ownModuleFiles: string[] = globSync(domTestFiles, {
  cwd: import.meta.dirname,
  exclude: notDomTests,
}).filter((file) =>
  swapsModulesOrGlobals.test(readFileSync(`${import.meta.dirname}/${file}`, 'utf8')),
)
