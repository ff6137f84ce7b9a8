import { defineProject } from 'vitest/config'
import { webProject } from './vitest.config.ts'
import { notDomTests, ownModuleFiles } from './vitest.test-files.ts'

// The DOM tests that swap a module or a global: each file in a window and a module registry of
// its own (decision 065), otherwise set up as the shared project.
export default defineProject({
  ...webProject,
  test: {
    ...webProject.test,
    name: 'web-isolated',
    include: ownModuleFiles,
    exclude: notDomTests,
    isolate: true,
  },
})
