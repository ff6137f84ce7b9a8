import type { components } from '@playfront/contract/schema'
import type { AnyApiPath, RequestBody, ResponseBody } from '@playfront/contract/types'
import type { MockBackend } from '../backend.ts'
import type { Scenario } from '../models/scenario.ts'

/** Any path the mock answers: one of the 23 calls or a provisional one. */
export type ApiPath = AnyApiPath

/** The JSON request body of a path (the contract's RequestBody). */
export type RequestBodyOf<P extends ApiPath> = RequestBody<P>

/** The JSON response body of a path, success or failure (the contract's ResponseBody). */
export type ResponseBodyOf<P extends ApiPath> = ResponseBody<P>

/** A schema of the contract by name. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N]

/** What a route gets: the backend, the validated body and the active scenarios. */
export interface ApiContext<P extends ApiPath> {
  path: P
  backend: MockBackend
  body: RequestBodyOf<P>
  scenarios: readonly Scenario[]
  /** The caller's User-Agent ('' when unknown): the device of a session it opens. */
  userAgent?: string
}

/** The behaviour of one product call, free of HTTP concerns. */
export type ApiRoute<P extends ApiPath> = (
  context: ApiContext<P>,
) => ResponseBodyOf<P> | Promise<ResponseBodyOf<P>>

/** The routes of one contract tag, keyed by path. */
export type ApiRoutes = { [P in ApiPath]?: ApiRoute<P> }
