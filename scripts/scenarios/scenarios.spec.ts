import { cellAnnotation } from './cell-annotation.ts'
import { test } from './fixtures.ts'
import { flowRuns } from './flow-runs.ts'
import { buildMatrix } from './matrix.ts'
import { runOptions } from './run-options.ts'

for (const cell of buildMatrix(runOptions())) {
  test(cell.id, { annotation: cellAnnotation(cell) }, async ({ scenario }) => {
    await flowRuns[cell.flow](scenario)
  })
}
