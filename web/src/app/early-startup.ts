import { isSuccess } from '@playfront/contract/success'
/**
 * The answer index.html's bootstrap asked for (startup, or a home list), when it is a success;
 * anything else is asked again through the API client, so that failures reach the global error
 * handler exactly as they always did.
 */
export async function earlyOrCall<A>(
  early: Promise<unknown> | undefined,
  call: () => Promise<A>,
): Promise<A> {
  const answer = await early?.catch(() => undefined)
  const success =
    typeof answer === 'object' &&
    answer !== null &&
    isSuccess(answer as { statusCode: number; statusMessage?: string })
  return success ? (answer as A) : call()
}
