import type { Cell } from './matrix.ts'

/** A scenario test carries its cell as an annotation, so fixtures and the reporter read the same thing. */
export const cellAnnotation = (cell: Cell) => ({ type: 'cell', description: JSON.stringify(cell) })

export function cellOf(annotations: readonly { type: string; description?: string }[]): Cell {
  const found = annotations.find((a) => a.type === 'cell')?.description
  if (!found) throw new Error('a scenario test must carry its cell as an annotation')
  return JSON.parse(found) as Cell
}
