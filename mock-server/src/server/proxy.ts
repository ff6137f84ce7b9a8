import { judgeAnswer } from '@playfront/contract/judge-answer'
import { isAnyApiPath } from '@playfront/contract/provisional-paths'
import { validateRequest } from '@playfront/contract/validators'
import type { MockBackend } from '../backend.ts'
import {
  describeProblems,
  violationsOf,
  type ViolationSource,
} from '../contract-check/violations.ts'
import { journalOf } from '../journal/request-journal.ts'

/** Options of the validating proxy: where the real backend is, and which calls stay on the mock. */
export interface ProxyOptions {
  /** Base URL of the real backend, e.g. `https://api.casino1.example`. */
  target: string
  /** Paths the mock keeps answering (a call the backend has not built yet). */
  mockOnly?: readonly string[]
  /**
   * Also relay the control API (`/__mock/...`, except violations and requests, which are the
   * proxy's own) to the target: for a Playfront mock behind the proxy, so e2e specs and QA
   * scenarios that reset or bend the backend work through it.
   */
  relayControl?: boolean
  /** Where a violation's log line goes; default console.warn. */
  log?: (line: string) => void
}

/** The proxy as the standalone server uses it. */
export interface ContractProxy {
  /** True for a contract call this proxy forwards (not one kept on the mock). */
  forwards(method: string | undefined, path: string): boolean
  /** Forwards one request: the backend's answer, unchanged, or `disconnect` when it gave none. */
  forward(request: Request, body: string): Promise<Response | 'disconnect'>
  /** True for a control call relayed to the target as it is (see `relayControl`). */
  relays(path: string): boolean
  /** Relays one request to the target without checking it. */
  relay(request: Request, body: string): Promise<Response>
}

const ownControl = /^\/__mock\/(violations|requests|health)/

// Hop-by-hop headers and the ones fetch sets itself are not forwarded.
const dropped = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
])

function forwardedHeaders(request: Request): Headers {
  const headers = new Headers()
  for (const [name, value] of request.headers) if (!dropped.has(name)) headers.set(name, value)
  return headers
}

/** The path and query of a request, as the target is asked for them. */
const pathOf = (request: Request) => {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/**
 * A validating proxy for the contract's calls: each request is checked against the call's
 * request schema, forwarded to the real backend, and its answer checked against the response
 * schema (HTTP 200, JSON, the schema). Answers go back unchanged; violations are counted and
 * listed (`GET /__mock/violations`) and logged one line each. `mockOnly` paths stay on the mock.
 *
 * @example
 * const proxy = createContractProxy(backend, { target: 'https://api.example', mockOnly: ['/api/promotion/list'] })
 * if (proxy.forwards(request.method, pathname)) return proxy.forward(request, await readText(request))
 */
export function createContractProxy(backend: MockBackend, options: ProxyOptions): ContractProxy {
  const mockOnly = new Set(options.mockOnly ?? [])
  const log = options.log ?? ((line: string) => console.warn(line))
  const report = (source: ViolationSource, path: string, problems: string[]) => {
    const { count } = violationsOf(backend)
    violationsOf(backend).add({ source, path, problems })
    log(
      `contract violation #${count + 1}: ${source === 'client-request' ? 'request to' : 'answer of'} ${path}: ${problems.join('; ')}`,
    )
  }

  return {
    forwards: (method, path) => method === 'POST' && isAnyApiPath(path) && !mockOnly.has(path),
    relays: (path) =>
      options.relayControl === true && path.startsWith('/__mock/') && !ownControl.test(path),
    async relay(request, body) {
      const method = request.method
      const response = await fetch(new URL(pathOf(request), options.target), {
        method,
        headers: forwardedHeaders(request),
        // No body stays no body: an empty string would go out as text/plain, which the control API refuses.
        body: method === 'GET' || method === 'HEAD' || !body ? undefined : body,
        redirect: 'manual',
      })
      return new Response(await response.arrayBuffer(), {
        status: response.status,
        headers: {
          'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
        },
      })
    },
    async forward(request, text) {
      const started = performance.now()
      const url = pathOf(request)
      const path = url.split('?', 1)[0]!
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        report('client-request', path, ['body: is not JSON'])
      }
      if (parsed !== undefined) {
        const verdict = validateRequest(path, parsed)
        if (!verdict.ok) report('client-request', path, describeProblems(verdict.errors))
      }
      let status = 0
      let contentType = ''
      let answerText = ''
      let error: string | undefined
      try {
        const response = await fetch(new URL(url, options.target), {
          method: 'POST',
          headers: forwardedHeaders(request),
          body: text,
          redirect: 'manual',
        })
        status = response.status
        contentType = response.headers.get('content-type') ?? ''
        answerText = await response.text()
      } catch (cause) {
        error =
          (cause as { cause?: { code?: string; message?: string } }).cause?.code ??
          (cause as { cause?: { message?: string } }).cause?.message ??
          (cause as Error).message
      }
      let json: unknown
      try {
        json = JSON.parse(answerText)
      } catch {
        json = undefined
      }
      const verdict = judgeAnswer(path, { status, contentType, text: answerText, json, error })
      if (verdict.kind === 'violates') report('backend-answer', path, verdict.problems)
      else if (verdict.kind === 'missing' && status !== 0)
        report('backend-answer', path, [
          `${verdict.problem} (keep it on the mock: --mock-only ${path})`,
        ])
      else if (verdict.kind === 'missing') report('backend-answer', path, [verdict.problem])
      const ms = performance.now() - started
      const answer =
        status === 0
          ? ({ kind: 'disconnect' } as const)
          : ({ kind: 'raw', status, contentType, text: answerText } as const)
      journalOf(backend).record({
        startedMs: Date.now() - ms,
        ms,
        url,
        path,
        via: 'proxy',
        requestText: text,
        answer,
      })
      if (status === 0) return 'disconnect'
      return new Response(answerText, {
        status,
        headers: contentType ? { 'content-type': contentType } : {},
      })
    },
  }
}
