import type { ChangedArea } from './compare-images.ts'

/**
 * One viewport of a visual cell: `same` as its baseline, `changed`, `new` (no baseline yet) or
 * `updated` (written as the baseline by `--update`). Files are relative to the report folder.
 */
export interface VisualShot {
  width: number
  height: number
  /** The baseline's path inside the baselines folder. */
  key: string
  status: 'same' | 'changed' | 'new' | 'updated'
  diffRatio: number
  maxDiffRatio: number
  area?: ChangedArea
  baseline?: string
  new?: string
  diff?: string
}

export const needsApproval = (shot: VisualShot) =>
  shot.status === 'changed' || shot.status === 'new'
