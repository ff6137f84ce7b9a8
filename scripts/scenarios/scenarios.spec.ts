import { cellAnnotation } from './cell-annotation.ts'
import { test } from './fixtures.ts'
import { flowRuns } from './flow-runs.ts'
import { chosenCells } from './matrix.ts'
import { runOptions } from './run-options.ts'
import { mockOnlyReason } from './mock-only-flows.ts'

const options = runOptions()

for (const cell of chosenCells(options)) {
  // On another backend a flow that needs the mock's control API is skipped, its reason in the report.
  const skipped = options.backend ? mockOnlyReason[cell.flow] : null
  const annotation = [
    cellAnnotation(cell),
    ...(skipped ? [{ type: 'skip', description: skipped }] : []),
  ]
  if (skipped) test.skip(cell.id, { annotation }, () => undefined)
  else
    test(cell.id, { annotation }, async ({ scenario }) => {
      await flowRuns[cell.flow](scenario)
    })
}
