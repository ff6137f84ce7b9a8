import { cellAnnotation } from './cell-annotation.ts'
import { test } from './fixtures.ts'
import { flowRuns } from './flow-runs.ts'
import { buildMatrix } from './matrix.ts'
import { runOptions } from './run-options.ts'

const options = runOptions()

for (const cell of buildMatrix(options).filter(
  (c) => !options.only || options.only.includes(c.id),
)) {
  test(cell.id, { annotation: cellAnnotation(cell) }, async ({ scenario }) => {
    await flowRuns[cell.flow](scenario)
  })
}
