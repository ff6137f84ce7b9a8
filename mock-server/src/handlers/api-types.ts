import type { components } from '@playfront/contract/schema'
import type { AnyApiPath, RequestBody, ResponseBody } from '@playfront/contract/types'
import type { MockBackend } from '../backend.ts'
import type { Scenario } from '../models/scenario.ts'
import type { FaultAnswer } from '../scenarios/faults.ts'

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

/** How a product call is answered, independent of the transport that carries it. */
export type ApiAnswer =
  | { kind: 'json'; body: object }
  | { kind: 'disconnect' }
  | { kind: 'bad-scenario'; error: string }
  | { kind: 'raw'; status: number; contentType: string; text: string }
  | { kind: 'fault'; fault: Exclude<FaultAnswer, { kind: 'disconnect' }> }

/** The parts of a request a product call needs. */
export interface ApiCall {
  path: ApiPath
  /** The raw body text. */
  text: string
  /** The `x-mock-scenario` header, if any. */
  scenarioHeader: string | null | undefined
  /** The request URL (path and query at least), for the `mock_scenario` parameter. */
  url: string
  /** The User-Agent header, which names the device of a new session. */
  userAgent?: string | null
}
