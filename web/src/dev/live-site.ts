import { runStartup } from '../app/startup.ts'

let timer: ReturnType<typeof setTimeout> | undefined

/** A tenant or scenario changed: re-run startup in place, once for a burst of changes. */
export function refreshSiteSoon(): void {
  clearTimeout(timer)
  timer = setTimeout(() => void runStartup({ inPlace: true }), 30)
}
