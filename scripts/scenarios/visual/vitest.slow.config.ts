import { defineConfig } from 'vitest/config'

/** The visual approval story runs the scenario runner on the built site: `pnpm test` runs it after the build. */
export default defineConfig({
  test: {
    name: 'scenarios-visual',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.slow.test.ts'],
    fileParallelism: false,
  },
})
