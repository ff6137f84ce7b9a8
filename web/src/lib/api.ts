import { createApi } from '@playfront/contract/client'
import type { Failure } from '@playfront/contract/types'

type Api = ReturnType<typeof createApi>
type FailureListener = (failure: Failure) => void

let instance: Api | null = null
let listener: FailureListener = () => {}

export function configureApi(baseUrl: string): void {
  instance = createApi({ baseUrl, onError: (failure: Failure) => listener(failure) })
}

/** The global error handler of spec section 8 registers here; every failed call reaches it. */
export function onApiFailure(next: FailureListener): void {
  listener = next
}

export function api(): Api {
  if (!instance) throw new Error('The API is used before /config.json was read')
  return instance
}
