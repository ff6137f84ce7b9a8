import { defineConfig } from 'vitest/config'

/**
 * The scenario runner's slow stories, with a browser: the visual approval story on the built site,
 * the kept pages' emptying, React's watch, a build lacking a file and the live report page's
 * filter; and web/Dockerfile's build performed step by step. `pnpm test` runs them after the build.
 */
export default defineConfig({
  test: {
    name: 'scenarios-slow',
    root: new URL('..', import.meta.url).pathname,
    include: ['**/*.slow.test.ts'],
    fileParallelism: false,
  },
})
