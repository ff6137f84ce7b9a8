import { defineConfig } from 'vitest/config'

/**
 * The scenario runner's slow stories, with a browser: the visual approval story on the built site
 * and the kept pages' emptying. `pnpm test` runs them after the build.
 */
export default defineConfig({
  test: {
    name: 'scenarios-slow',
    root: new URL('..', import.meta.url).pathname,
    include: ['**/*.slow.test.ts'],
    fileParallelism: false,
  },
})
