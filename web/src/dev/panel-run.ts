import type { ControlResult } from './control-api.ts'

/** Runs a control call, says how it went and refreshes what the panel and the site show. */
export type Run = <T>(action: Promise<ControlResult<T>>) => Promise<ControlResult<T>>
