import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { domTestFiles, notDomTests, ownModuleFiles } from './vitest.test-files.ts'

/**
 * The DOM tests. Creating jsdom took half of their time, once per file (146 times, 130 s on a
 * 2-core machine), so the files that leave modules and globals alone share one window and one
 * module registry per worker (`isolate: false`, decision 065); the setup file clears the window
 * between files. The files that swap a module or a global run isolated, in vitest.isolated.config.ts.
 */
export const webProject = defineProject({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Vitest's 5 s default is missed by a page test on a loaded 2-core machine.
    testTimeout: 20_000,
    include: domTestFiles,
    setupFiles: ['src/testing/setup-dom-tests.ts'],
    exclude: [...notDomTests, ...ownModuleFiles],
    isolate: false,
  },
})

export default webProject
