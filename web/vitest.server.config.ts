import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

// What runs on the server (src/server, server/): in Node, as the production server does, where
// `import.meta.env.SSR` is true and there is no DOM.
export default defineProject({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    name: 'web-server',
    environment: 'node',
    testTimeout: 60_000,
    // The files share their modules in a worker (none swaps a module or a global): each file in
    // a process of its own spent a quarter of the project's time starting Node and importing the
    // mock again (decision 066).
    isolate: false,
    include: ['src/server/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
  },
})
