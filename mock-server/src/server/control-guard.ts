import { timingSafeEqual } from 'node:crypto'
import { controlTokenHeader } from '../control-client.ts'
import { isAllowedHost, type AllowedHosts } from './allowed-hosts.ts'

/** What the standalone server lets through to the control API. */
export interface ControlGuardOptions {
  allowedHosts: AllowedHosts
  /** Needed in `x-mock-control-token` on control calls that come from another machine. */
  controlToken?: string
}

/** What the guard reads of a request: its method, its headers, and the address it came from. */
export interface GuardedRequest {
  method: string
  headers: { get(name: string): string | null }
  /** The client's address, when the transport knows it; unknown counts as another machine. */
  remoteAddress?: string
}

/** A refusal: the HTTP status and the reason, said so that the caller knows what to change. */
export interface GuardRefusal {
  status: number
  error: string
}

// Read by a page of the site itself (images) or opened from a launch URL: harmless reads.
const openReads = /^\/__mock\/(img|game)\//

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' ||
  address === '::1' ||
  address?.startsWith('::ffff:127.') === true ||
  address?.startsWith('127.') === true

function originRefusal(req: GuardedRequest, allowed: AllowedHosts): GuardRefusal | undefined {
  const origin = req.headers.get('origin')
  if (origin !== null) {
    let host: string | undefined
    try {
      host = origin === 'null' ? undefined : new URL(origin).host
    } catch {
      host = undefined
    }
    // `--allowed-hosts all` lifts the Host check only: a page's origin must still be this machine or named.
    if (!host || !isAllowedHost(host, allowed === true ? [] : allowed)) {
      return {
        status: 403,
        error: `Cross-site request refused: the control API answers only pages of this machine, not the origin ${origin}. Call it from curl, Node or a local page.`,
      }
    }
    return undefined
  }
  if (req.headers.get('sec-fetch-site') === 'cross-site') {
    return {
      status: 403,
      error:
        'Cross-site request refused: the control API answers only pages of this machine. Call it from curl, Node or a local page.',
    }
  }
  return undefined
}

function contentTypeRefusal(req: GuardedRequest): GuardRefusal | undefined {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return undefined
  const type = req.headers.get('content-type') ?? undefined
  const hasBody =
    Number(req.headers.get('content-length') ?? 0) > 0 ||
    req.headers.get('transfer-encoding') !== null
  const media = type?.split(';', 1)[0]?.trim().toLowerCase()
  if (media === 'application/json' || (type === undefined && !hasBody)) return undefined
  return {
    status: 415,
    error: `The control API takes only JSON: send the header content-type: application/json${type ? ` (not ${type})` : ' with a body'}.`,
  }
}

function tokenRefusal(req: GuardedRequest, token: string | undefined): GuardRefusal | undefined {
  if (!token || isLoopback(req.remoteAddress)) return undefined
  const sent = Buffer.from(req.headers.get(controlTokenHeader) ?? '')
  const wanted = Buffer.from(token)
  if (sent.length === wanted.length && timingSafeEqual(sent, wanted)) return undefined
  return {
    status: 401,
    error:
      'The control API needs the token from another machine: send the header x-mock-control-token with the value printed at start (--control-token or MOCK_CONTROL_TOKEN).',
  }
}

/**
 * Why a control API request (`/__mock/...`) must be refused, or undefined to let it through:
 * a cross-site request (an `Origin` that is not this machine or an allowed host, or
 * `Sec-Fetch-Site: cross-site`), a body that is not `application/json` (so no "simple" request
 * of a browser can reach it), or a call from another machine without the control token.
 * curl and Node send no `Origin` and no `Sec-Fetch-Site`, so they keep working on loopback.
 *
 * @example
 * controlRefusal({ method: 'POST', headers: request.headers, remoteAddress }, '/__mock/reset', { allowedHosts: [] })
 * // { status: 415, error: 'The control API takes only JSON: …' } for a text/plain POST
 */
export function controlRefusal(
  req: GuardedRequest,
  pathname: string,
  options: ControlGuardOptions,
): GuardRefusal | undefined {
  if (!pathname.startsWith('/__mock/')) return undefined
  if ((req.method === 'GET' || req.method === 'HEAD') && openReads.test(pathname)) return undefined
  return (
    originRefusal(req, options.allowedHosts) ??
    contentTypeRefusal(req) ??
    tokenRefusal(req, options.controlToken)
  )
}

/**
 * The 403 for a `Host` that is neither this machine nor allowed (DNS rebinding), naming the flag.
 *
 * @example
 * hostRefusal('attacker.example', []) // { status: 403, error: 'Blocked request: the host "attacker.example" is not allowed. …' }
 */
export function hostRefusal(
  host: string | undefined,
  allowedHosts: AllowedHosts,
): GuardRefusal | undefined {
  if (isAllowedHost(host, allowedHosts)) return undefined
  return {
    status: 403,
    error: `Blocked request: the host "${host}" is not allowed. This local, QA-only server answers loopback, *.localhost and IP addresses; to allow this host, start it with --allowed-hosts ${host?.replace(/:\d+$/, '')} (or MOCK_ALLOWED_HOSTS).`,
  }
}
