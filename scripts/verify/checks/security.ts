import { postCall } from '../http-call.ts'
import type { Check } from '../result.ts'
import type { SuiteContext } from '../suite-context.ts'

type Answer = { statusCode?: number; statusMessage?: string; retry_after?: number } & Record<
  string,
  unknown
>

const limited = 'tooManyAttempts'

const finding = (call: string, title: string, found: string[], passed: string[] = []): Check => ({
  group: 'security',
  call,
  title,
  status: found.length ? 'finding' : 'pass',
  specified: false,
  details: found.length ? found : passed,
})

/** An account id that no backend holds, made up for this run. */
const nobody = () => `verify-nobody-${Math.random().toString(36).slice(2, 10)}`

/**
 * Two answers read the same to a caller: the same keys, and the same values except where a value
 * is meant to differ per call (a token, a time). Byte for byte, since any difference tells.
 */
function differences(known: Answer | undefined, unknown: Answer | undefined): string[] {
  if (JSON.stringify(known) === JSON.stringify(unknown)) return []
  return [
    `a known account answered ${JSON.stringify(known).slice(0, 200)}`,
    `an unknown account answered ${JSON.stringify(unknown).slice(0, 200)}`,
  ]
}

/** Sends `send()` until the answer is `tooManyAttempts` or `tries` are spent; the try it came at. */
async function triesUntilLimited(
  tries: number,
  send: () => Promise<Answer | undefined>,
): Promise<{ at?: number; answer?: Answer }> {
  for (let i = 1; i <= tries; i += 1) {
    const answer = await send()
    if (answer?.statusMessage === limited) return { at: i, answer }
  }
  return {}
}

const limitFound = (what: string, tries: number, result: { at?: number; answer?: Answer }) =>
  result.at === undefined
    ? [
        `${tries} ${what} in a row were all answered without tooManyAttempts (raise --security-tries if the limit is higher)`,
      ]
    : typeof result.answer?.retry_after === 'number'
      ? []
      : [
          `limited after ${result.at} ${what}, but without retry_after (the contract's seconds to wait)`,
        ]

const limitPassed = (what: string, result: { at?: number; answer?: Answer }) => [
  `limited after ${result.at} ${what}; retry_after ${String(result.answer?.retry_after)} s`,
]

/** Rough bits of randomness of a token: its length times the bits of the alphabet it uses. */
function tokenBits(token: string): number {
  const alphabet =
    (/[0-9]/.test(token) ? 10 : 0) +
    (/[a-f]/.test(token) ? (/[g-z]/.test(token) ? 26 : 6) : /[g-z]/.test(token) ? 26 : 0) +
    (/[A-Z]/.test(token) ? 26 : 0) +
    (/[^0-9a-zA-Z]/.test(token) ? 2 : 0)
  const payload = token.replace(/[-]/g, '')
  return Math.floor(payload.length * Math.log2(Math.max(2, alphabet)))
}

/**
 * The security probes of `pnpm verify`: answers that tell whether an account exists, limits on
 * wrong passwords, wrong codes and password resets, and the session token's format. Each sends
 * at most `tries` attempts, only for the given test account (or account ids that do not exist),
 * stops at the first `tooManyAttempts`, and reports a missing protection as a finding, never a
 * failure. The password probe runs last, since it may lock the test account; on the mock the
 * lock is lifted afterwards (`/__mock/players/{id}/unlock`).
 *
 * @example
 * checks.push(...(await securityChecks(context, 20)))
 */
export async function securityChecks(context: SuiteContext, tries: number): Promise<Check[]> {
  const { who, baseUrl } = context
  const tenant = { domain_name: who.domain, external_id: who.externalId }
  const call = async (path: string, body: object) =>
    (await postCall(baseUrl, path, { ...tenant, ...body })).json as Answer | undefined
  const checks: Check[] = []

  const wrongPassword = `${who.password}-not-it`
  checks.push(
    finding(
      '/api/auth/login',
      'an unknown account id is answered exactly as a wrong password',
      differences(
        await call('/api/auth/login', { account_id: who.account, password: wrongPassword }),
        await call('/api/auth/login', { account_id: nobody(), password: wrongPassword }),
      ),
    ),
  )
  checks.push(
    finding(
      '/api/auth/tac/request_login',
      'a code request for an unknown account id is answered as one for a known account',
      differences(
        await call('/api/auth/tac/request_login', { account_id: who.account }),
        await call('/api/auth/tac/request_login', { account_id: nobody() }),
      ),
    ),
  )
  // A code of six digits that is wrong for the test account (or, one time in a million, right).
  const wrongCode = '000000'
  checks.push(
    finding(
      '/api/auth/login_tac',
      'an unknown account id is answered exactly as a wrong one-time code',
      differences(
        await call('/api/auth/login_tac', { account_id: who.account, tac: wrongCode }),
        await call('/api/auth/login_tac', { account_id: nobody(), tac: wrongCode }),
      ),
    ),
  )

  await call('/api/auth/tac/request_login', { account_id: who.account })
  const code = context.targetIsMock
    ? await context.mock.tac(who.domain, who.account).then(
        (t) => t.tac,
        () => undefined,
      )
    : undefined
  const wrong = code === wrongCode ? '111111' : wrongCode
  const codes = await triesUntilLimited(tries, () =>
    call('/api/auth/login_tac', { account_id: who.account, tac: wrong }),
  )
  const spent =
    code && codes.at !== undefined
      ? (await call('/api/auth/login_tac', { account_id: who.account, tac: code }))?.statusCode ===
        1
        ? ['the right code still logged in after the limit: the code is not spent']
        : []
      : []
  checks.push(
    finding(
      '/api/auth/login_tac',
      `wrong one-time codes are limited (at most ${tries} tries)`,
      [...limitFound('wrong codes', tries, codes), ...spent],
      limitPassed('wrong codes', codes),
    ),
  )

  // A phone that is not the player's: the backend sends nothing, and counts the request.
  const resets = await triesUntilLimited(tries, () =>
    call('/api/auth/forgot_password', { account_id: who.account, contact_phone: '0000000000' }),
  )
  checks.push(
    finding(
      '/api/auth/forgot_password',
      `password resets are limited (at most ${tries} requests)`,
      limitFound('reset requests', tries, resets),
      limitPassed('reset requests', resets),
    ),
  )

  const first = await call('/api/auth/login', { account_id: who.account, password: who.password })
  const second = await call('/api/auth/login', { account_id: who.account, password: who.password })
  const tokens = [first?.token, second?.token].filter((t): t is string => typeof t === 'string')
  const tokenProblems =
    tokens.length < 2
      ? ['the test account could not log in twice to compare tokens']
      : [
          ...(tokens[0] === tokens[1] ? ['two logins were given the same token'] : []),
          ...(tokenBits(tokens[0]!) < 64
            ? [
                `the token holds about ${tokenBits(tokens[0]!)} bits, fewer than the 64 a session token needs`,
              ]
            : []),
          ...(tokens[0]!.toLowerCase().includes(who.account.toLowerCase())
            ? ['the token contains the account id']
            : []),
        ]
  checks.push(
    finding(
      '/api/auth/login',
      'session tokens are unguessable: distinct, long, free of the account id',
      tokenProblems,
      [`about ${tokens[0] ? tokenBits(tokens[0]) : 0} bits per token`],
    ),
  )

  const passwords = await triesUntilLimited(tries, () =>
    call('/api/auth/login', { account_id: who.account, password: wrongPassword }),
  )
  if (context.targetIsMock) await context.mock.playerAction(who.domain, who.account, 'unlock')
  checks.push(
    finding(
      '/api/auth/login',
      `wrong passwords are limited (at most ${tries} tries)`,
      limitFound('wrong passwords', tries, passwords),
      [
        ...limitPassed('wrong passwords', passwords),
        context.targetIsMock
          ? 'the lock was lifted with the control API'
          : `the test account (${who.account}) stays locked for retry_after seconds`,
      ],
    ),
  )
  return checks
}
