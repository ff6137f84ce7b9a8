import type { StartupAnswer } from '../features/site/utils/startup-state.ts'

/**
 * The answer index.html asked for, when it is a success; anything else is asked again through the
 * API client, so that failures reach the global error handler exactly as they always did.
 */
export async function earlyOrCall<A>(
  early: Promise<unknown> | undefined,
  call: () => Promise<A>,
): Promise<A | StartupAnswer> {
  const answer = await early?.catch(() => undefined)
  const success =
    typeof answer === 'object' && answer !== null && (answer as StartupAnswer).statusCode === 1
  return success ? (answer as StartupAnswer) : call()
}
