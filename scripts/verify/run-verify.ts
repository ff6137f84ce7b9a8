import { judgeAnswer } from '@playfront/contract/judge-answer'
import { configureCalls, defaultTimeoutMs, postCall, type SentCall } from './http-call.ts'
import { callChecks } from './checks/calls.ts'
import { envelopeChecks } from './checks/envelope.ts'
import { securityChecks } from './checks/security.ts'
import { sessionChecks } from './checks/session.ts'
import { summarize, type Check, type VerifyResult } from './result.ts'
import { createSuiteContext } from './suite-context.ts'
import { defaultConcurrency } from './run-limits.ts'
import { unansweredFindings } from './unanswered.ts'

/** What `pnpm verify` is pointed at. */
export interface VerifyOptions {
  baseUrl: string
  domain: string
  account: string
  password: string
  /** A second tenant where the same player exists, for the tenant-binding check. */
  otherDomain?: string
  /** How long a call may take before it counts as unanswered (default 5 s). */
  timeoutMs?: number
  /** Independent calls in flight at once (default 8). */
  concurrency?: number
  /** Told of each call as it ends, e.g. to print a progress line. */
  onCall?: (call: SentCall, count: number) => void
  /** The most attempts each security probe sends (checks/security.ts); 0 leaves them out. */
  securityTries?: number
}

async function isMock(baseUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(new URL('/__mock/health', baseUrl), {
      signal: AbortSignal.timeout(timeoutMs),
    })
    return response.ok && ((await response.json()) as { ok?: unknown }).ok === true
  } catch {
    return false
  }
}

async function externalIdOf(
  baseUrl: string,
  domain: string,
): Promise<{ externalId?: string; check: Check }> {
  const answer = await postCall(baseUrl, '/api/startup', { domain_name: domain })
  const verdict = judgeAnswer('/api/startup', answer)
  const externalId = (answer.json as { site?: { external_id?: unknown } } | undefined)?.site
    ?.external_id
  const details =
    verdict.kind === 'conforms'
      ? typeof externalId === 'string'
        ? []
        : [`startup of ${domain} did not answer a site`]
      : verdict.kind === 'missing'
        ? [verdict.problem]
        : verdict.problems
  return {
    externalId: typeof externalId === 'string' ? externalId : undefined,
    check: {
      group: 'calls',
      call: '/api/startup',
      title: `startup of ${domain} answers the tenant (external_id)`,
      status: details.length ? 'fail' : 'pass',
      specified: true,
      details,
    },
  }
}

/**
 * Runs the conformance suite against a backend: every call with valid bodies, the envelope
 * rules on bad bodies, the session rules. Needs nothing but the contract's calls; control-API
 * steps run only when the target is the mock.
 *
 * @example
 * const result = await runVerify({ baseUrl: 'http://127.0.0.1:4010', domain: 'localhost', account: 'demo', password: 'demo1234' })
 * result.ok // true against `pnpm mock`
 */
export async function runVerify(options: VerifyOptions): Promise<VerifyResult> {
  const started = Date.now()
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs
  const concurrency = options.concurrency ?? defaultConcurrency
  configureCalls({ timeoutMs, ...(options.onCall ? { onCall: options.onCall } : {}) })
  const targetIsMock = await isMock(options.baseUrl, timeoutMs)
  const tenant = await externalIdOf(options.baseUrl, options.domain)
  const checks: Check[] = [tenant.check]
  if (tenant.externalId) {
    const who = {
      domain: options.domain,
      externalId: tenant.externalId,
      account: options.account,
      password: options.password,
      token: '',
      newAccount: `verify${started.toString(36)}`,
    }
    const context = createSuiteContext(options.baseUrl, who, targetIsMock, concurrency)
    who.token = (await context.login()) ?? 'no-token'
    const other =
      options.otherDomain ??
      (targetIsMock && options.domain !== 'casino1.localhost' ? 'casino1.localhost' : undefined)
    const otherTenant = other ? await externalIdOf(options.baseUrl, other) : undefined
    checks.push(...(await callChecks(context)))
    checks.push(...(await envelopeChecks(context)))
    checks.push(
      ...(await sessionChecks(
        context,
        other && otherTenant?.externalId
          ? { domain: other, externalId: otherTenant.externalId }
          : undefined,
      )),
    )
    const tries = options.securityTries ?? 20
    if (tries > 0) checks.push(...(await securityChecks(context, tries)))
  }
  return {
    baseUrl: options.baseUrl,
    domain: options.domain,
    account: options.account,
    targetIsMock,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    timeoutMs,
    concurrency,
    unanswered: unansweredFindings(),
    checks,
    ...summarize(checks),
  }
}
