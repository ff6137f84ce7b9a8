import { configDefaults, defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineProject({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Vitest's 5 s default is missed by a page test on a loaded 2-core machine.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'vite/**/*.test.ts'],
    setupFiles: ['src/testing/setup-dom-tests.ts'],
    // The server's own code runs in Node (vitest.server.config.ts).
    exclude: [...configDefaults.exclude, 'src/server/**'],
  },
})
