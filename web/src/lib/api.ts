import { createApi } from '@playfront/contract/client'
import type { Failure } from '@playfront/contract/types'

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
