import { defaultTimeoutMs } from './http-call.ts'

/** Independent calls in flight at once when the command line says nothing: gentle on a real backend. */
export const defaultConcurrency = 8

/**
 * `--timeout` (seconds a call may take) and `--concurrency` (calls in flight at once) as the run
 * uses them, or what is wrong with them.
 *
 * @example
 * runLimits('2.5', undefined) // { timeoutMs: 2500, concurrency: 8 }
 * runLimits('0', undefined) // '--timeout must be a number of seconds above 0 (at most 600), such as 5, not "0"'
 */
export function runLimits(
  timeout: string | undefined,
  concurrency: string | undefined,
): { timeoutMs: number; concurrency: number } | string {
  const seconds = timeout === undefined ? defaultTimeoutMs / 1000 : Number(timeout)
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600)
    return `--timeout must be a number of seconds above 0 (at most 600), such as 5, not "${timeout}"`
  const inFlight = concurrency === undefined ? defaultConcurrency : Number(concurrency)
  if (!Number.isInteger(inFlight) || inFlight < 1 || inFlight > 64)
    return `--concurrency must be a whole number from 1 to 64, such as 8, not "${concurrency}"`
  return { timeoutMs: Math.round(seconds * 1000), concurrency: inFlight }
}
