import type { PlayerAction } from '@playfront/mock-server/control-client'
import { postCall } from '../http-call.ts'
import { judgeAnswer } from '@playfront/contract/judge-answer'
import type { Check } from '../result.ts'
import type { SuiteContext } from '../suite-context.ts'

type Body = { statusCode?: number; statusMessage?: string } | undefined

const balance = '/api/auth/get_balance'
const noControl =
  "needs the mock's control API to act on the backend (run against `pnpm mock` to include it)"

async function balanceWith(
  context: SuiteContext,
  account: string,
  token: string,
): Promise<{ body: Body; problems: string[] }> {
  const answer = await postCall(context.baseUrl, balance, { account_id: account, auth: token })
  const verdict = judgeAnswer(balance, answer)
  return {
    body: answer.json as Body,
    problems:
      verdict.kind === 'conforms'
        ? []
        : verdict.kind === 'missing'
          ? [verdict.problem]
          : verdict.problems,
  }
}

// A session refusal: statusCode 0 and the expected catalogue message (any session message when `want` is a list).
function expectRefusal(
  result: { body: Body; problems: string[] },
  want: readonly string[],
): string[] {
  if (result.problems.length) return result.problems
  const { statusCode, statusMessage } = result.body ?? {}
  if (statusCode === 0 && want.includes(statusMessage ?? '')) return []
  return [
    `answered statusCode ${String(statusCode)}, statusMessage ${JSON.stringify(statusMessage ?? null)}; expected statusCode 0 with ${want.join(' or ')}`,
  ]
}

const check = (title: string, details: string[], skip?: string): Check => ({
  group: 'session',
  call: balance,
  title,
  status: skip ? 'skip' : details.length ? 'fail' : 'pass',
  specified: true,
  details: skip ? [skip] : details,
})

/**
 * The session rules of the catalogue, through get_balance: a token works for its own account
 * only, an unknown token is sessionExpired, expiry and BLOCK / CLOSE (only on the mock: they
 * need its control API), a token of another tenant is another session, and logout (provisional)
 * ends the token.
 *
 * @example
 * const checks = await sessionChecks(context)
 */
export async function sessionChecks(
  context: SuiteContext,
  otherDomain?: { domain: string; externalId: string },
): Promise<Check[]> {
  const { who } = context
  const checks: Check[] = []
  const token = await context.login()
  checks.push(
    check(
      `the given player (${who.account}) logs in and the token reads the balance`,
      token
        ? expectSuccess(await balanceWith(context, who.account, token))
        : ['login was refused with the given account and password'],
    ),
  )
  if (!token) return checks

  const wrongPassword = await postCall(context.baseUrl, '/api/auth/login', {
    domain_name: who.domain,
    external_id: who.externalId,
    account_id: who.account,
    password: `${who.password}-wrong`,
  })
  const refused = judgeAnswer('/api/auth/login', wrongPassword)
  checks.push({
    ...check(
      'a wrong password is refused with the failure envelope',
      refused.kind === 'conforms'
        ? (wrongPassword.json as Body)?.statusCode === 1
          ? ['a wrong password logged in']
          : []
        : refused.kind === 'missing'
          ? [refused.problem]
          : refused.problems,
    ),
    call: '/api/auth/login',
  })

  checks.push(
    check(
      'an unknown token answers sessionExpired',
      expectRefusal(
        await balanceWith(context, who.account, '00000000-0000-4000-8000-000000000000'),
        ['sessionExpired', 'Session Expired'],
      ),
    ),
  )
  checks.push(
    check(
      'the token is bound to its account: another account_id answers permissionDenied',
      expectRefusal(await balanceWith(context, `${who.account}-other`, token), [
        'permissionDenied',
      ]),
    ),
  )

  if (otherDomain) {
    const other = await postCall(context.baseUrl, '/api/auth/login', {
      domain_name: otherDomain.domain,
      external_id: otherDomain.externalId,
      account_id: who.account,
      password: who.password,
    })
    const otherToken = (other.json as { token?: string } | undefined)?.token
    const problems = !otherToken
      ? [`could not log in on ${otherDomain.domain} to compare`]
      : otherToken === token
        ? ['two tenants issued the same token']
        : expectSuccess(await balanceWith(context, who.account, token))
    checks.push(
      check(
        `the token is bound to its tenant: ${otherDomain.domain} issues its own and the first one still works`,
        problems,
      ),
    )
  } else
    checks.push(
      check(
        'the token is bound to its tenant',
        [],
        'needs a second tenant (--other-domain) where the player exists',
      ),
    )

  if (context.targetIsMock) {
    const player = (action: PlayerAction) =>
      context.mock.playerAction(who.domain, who.account, action)
    await player('expire-sessions')
    checks.push(
      check(
        'an expired token answers sessionExpired',
        expectRefusal(await balanceWith(context, who.account, token), [
          'sessionExpired',
          'Session Expired',
        ]),
      ),
    )
    for (const status of ['block', 'close'] as const) {
      const fresh = (await context.login()) ?? ''
      await player(status)
      const result = await balanceWith(context, who.account, fresh)
      await player('activate')
      checks.push(
        check(
          `a ${status === 'block' ? 'blocked' : 'closed'} player's token answers ${status.toUpperCase()}`,
          expectRefusal(result, [status.toUpperCase()]),
        ),
      )
    }
  } else {
    checks.push(check('an expired token answers sessionExpired', [], noControl))
    checks.push(check("a blocked player's token answers BLOCK", [], noControl))
    checks.push(check("a closed player's token answers CLOSE", [], noControl))
  }
  checks.push(await logoutCheck(context))
  return checks
}

function expectSuccess(result: { body: Body; problems: string[] }): string[] {
  if (result.problems.length) return result.problems
  return result.body?.statusCode === 1 ? [] : [`answered ${JSON.stringify(result.body)}`]
}

async function logoutCheck(context: SuiteContext): Promise<Check> {
  const base = {
    group: 'session' as const,
    call: '/api/auth/logout',
    title: 'logout ends the token: the next call answers sessionExpired',
    specified: false,
  }
  const token = await context.login()
  if (!token) return { ...base, status: 'skip', details: ['could not log in'] }
  const answer = await postCall(context.baseUrl, '/api/auth/logout', {
    account_id: context.who.account,
    auth: token,
  })
  const verdict = judgeAnswer('/api/auth/logout', answer)
  if (verdict.kind === 'missing')
    return { ...base, status: answer.timedOut ? 'drift' : 'not-built', details: [verdict.problem] }
  if (verdict.kind === 'violates') return { ...base, status: 'drift', details: verdict.problems }
  const after = expectRefusal(await balanceWith(context, context.who.account, token), [
    'sessionExpired',
    'Session Expired',
  ])
  return { ...base, status: after.length ? 'drift' : 'pass', details: after }
}
