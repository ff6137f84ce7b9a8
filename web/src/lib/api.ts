import { createApi, type ApiOptions } from '@playfront/contract/client'
import type { AnyApiPath, Failure, RequestBody, ResponseBody } from '@playfront/contract/types'
import { perVisit } from './per-visit.ts'
import { isSuccess } from '@playfront/contract/success'

type Api = ReturnType<typeof createApi>
type FailureListener = (failure: Failure) => void

/** Each visit's client, and each read's answer with the moment it came (undefined while in flight). */
const visit = perVisit(() => ({
  instance: null as Api | null,
  reads: new Map<
    string,
    { answer: Promise<{ statusCode: number; statusMessage?: string }>; at?: number }
  >(),
}))
// One handler for the whole app, registered when the app's modules load; the server's clients
// are made without it (`onError` of their own), since no screen is there to react.
let listener: FailureListener = () => {}

const noSession = { statusCode: 0, statusMessage: 'sessionExpired' } as const

/** The visit's client for `baseUrl`; the server passes its own `fetch` and `onError`. */
export function configureApi(
  baseUrl: string,
  options: Pick<ApiOptions, 'fetch' | 'onError' | 'headers' | 'timeoutMs'> = {},
): void {
  const client = createApi({
    baseUrl,
    onError: (failure: Failure) => listener(failure),
    ...options,
  })
  // A player call started just after the session ended (a poll, an effect) carries an empty
  // auth, which breaks the contract and would come back as -500, an error dialog over the login.
  // The session is what is gone, so the call answers that without going out.
  const post: Api['post'] = async (path, body) => {
    if ((body as { auth?: string }).auth !== '') return client.post(path, body)
    listener({ ...noSession, path } as Failure)
    return noSession as never
  }
  visit().instance = { post }
}

/** The global error handler of spec section 8 registers here; every failed call reaches it. */
export function onApiFailure(next: FailureListener): void {
  listener = next
}

export function api(): Api {
  const { instance } = visit()
  if (!instance) throw new Error('The API is used before /config.json was read')
  return instance
}

/**
 * Sends a read that several parts of a page ask close together (the layout's winners rail and
 * the home page's, the session's VIP summary and the VIP page) once: a caller gets the answer in
 * hand when its call is still in flight, or when it is no older than the `freshMs` this caller
 * accepts. Only a success is kept, so a retry after a failure calls again, and the failure
 * reaches the error handler once. The body is part of the key, so another player's session
 * never gets the answer.
 *
 * @example
 * const answer = await sharedRead('/api/auth/vip', playerBody(), 10_000)
 */
export function sharedRead<P extends AnyApiPath>(
  path: P,
  body: RequestBody<P>,
  freshMs: number,
): Promise<ResponseBody<P>> {
  const key = path + JSON.stringify(body)
  const { reads } = visit()
  const known = reads.get(key)
  if (known && (known.at === undefined || Date.now() - known.at <= freshMs))
    return known.answer as Promise<ResponseBody<P>>
  const entry: { answer: Promise<ResponseBody<P>>; at?: number } = {
    answer: api().post(path, body),
  }
  reads.set(key, entry)
  const settle = (kept: boolean) => {
    if (reads.get(key) !== entry) return
    if (kept) entry.at = Date.now()
    else reads.delete(key)
  }
  entry.answer.then(
    (answer) => settle(isSuccess(answer)),
    () => settle(false),
  )
  return entry.answer
}

/** After a change the player made (a claim, a new limit), the next read of `path` calls again. */
export function forgetRead(path: AnyApiPath): void {
  const { reads } = visit()
  for (const key of reads.keys()) if (key.startsWith(path + '{')) reads.delete(key)
}

/** Every shared answer dropped: a test's next read goes out, whatever the test before it read. */
export function forgetReads(): void {
  visit().reads.clear()
}
