import { createApi } from '@playfront/contract/client'
import type { AnyApiPath, Failure, RequestBody, ResponseBody } from '@playfront/contract/types'

type Api = ReturnType<typeof createApi>
type FailureListener = (failure: Failure) => void

let instance: Api | null = null
let listener: FailureListener = () => {}

const noSession = { statusCode: 0, statusMessage: 'sessionExpired' } as const

export function configureApi(baseUrl: string): void {
  const client = createApi({ baseUrl, onError: (failure: Failure) => listener(failure) })
  // A player call started just after the session ended (a poll, an effect) carries an empty
  // auth, which breaks the contract and would come back as -500, an error dialog over the login.
  // The session is what is gone, so the call answers that without going out.
  const post: Api['post'] = async (path, body) => {
    if ((body as { auth?: string }).auth !== '') return client.post(path, body)
    listener({ ...noSession, path } as Failure)
    return noSession as never
  }
  instance = { post }
}

/** The global error handler of spec section 8 registers here; every failed call reaches it. */
export function onApiFailure(next: FailureListener): void {
  listener = next
}

export function api(): Api {
  if (!instance) throw new Error('The API is used before /config.json was read')
  return instance
}

/** Each read's answer, with the moment it came (undefined while it is in flight). */
const reads = new Map<string, { answer: Promise<{ statusCode: number }>; at?: number }>()

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
    (answer) => settle(answer.statusCode === 1),
    () => settle(false),
  )
  return entry.answer
}

/** After a change the player made (a claim, a new limit), the next read of `path` calls again. */
export function forgetRead(path: AnyApiPath): void {
  for (const key of reads.keys()) if (key.startsWith(path + '{')) reads.delete(key)
}

/** Every shared answer dropped: a test's next read goes out, whatever the test before it read. */
export function forgetReads(): void {
  reads.clear()
}
