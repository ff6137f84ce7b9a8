import { FlagError } from './flag-error.ts'
import { httpOrigin } from './http-origin.ts'

/** A backend the scenarios run against instead of each worker's own mock (`--backend`). */
export interface StagingBackend {
  /** Its origin, e.g. https://api.staging.example: every contract call of the site goes there. */
  url: string
  /**
   * The tenant domain of each template on it, `{template}` standing for the theme code, e.g.
   * `{template}.staging.example`; the site takes its tenant from its host name, so the browser
   * opens the site under that name (default `{template}.localhost`, the mock's own tenants).
   */
  domain: string
}

/** Who logs in where a flow needs a player: the mock's demo player unless `--account` says otherwise. */
export interface Player {
  accountId: string
  password: string
}

export const demoPlayer: Player = { accountId: 'demo', password: 'demo1234' }
export const mockDomains = '{template}.localhost'

/**
 * `--backend`, `--domain`, `--account` and `--password` as a run uses them, or a {@link FlagError}
 * saying what is wrong.
 *
 * @example
 * backendFlags({ backend: 'https://api.qa.example/', domain: '{template}.qa.example', account: 'qa1', password: 's3cret' })
 * // { backend: { url: 'https://api.qa.example', domain: '{template}.qa.example' }, player: { accountId: 'qa1', password: 's3cret' } }
 */
export function backendFlags(values: {
  backend?: string
  domain?: string
  account?: string
  password?: string
  'base-url'?: string
  break?: string
  colours?: string
}): { backend?: StagingBackend; player: Player } {
  if ((values.account === undefined) !== (values.password === undefined))
    throw new FlagError(
      '--account and --password go together: give both, or neither for the demo player',
    )
  const player =
    values.account !== undefined
      ? { accountId: values.account, password: values.password! }
      : demoPlayer
  if (values.backend === undefined) {
    if (values.domain !== undefined)
      throw new FlagError('--domain names the tenants of a --backend: give --backend URL with it')
    return { player }
  }
  if (values['base-url'] !== undefined)
    throw new FlagError(
      "--backend and --base-url cannot go together: --base-url is a running Playfront site with its mock, --backend a backend that each worker's own site forwards its calls to",
    )
  if (values.break !== undefined)
    throw new FlagError('--break bends the mock, and with --backend there is none to bend')
  if (values.colours === 'all')
    throw new FlagError(
      "--colours all sets each tenant's colour through the mock's control API, which --backend has not",
    )
  return {
    backend: {
      url: httpOrigin(
        '--backend',
        values.backend,
        'a backend, such as https://api.staging.example',
      ),
      domain: domainPattern(values.domain),
    },
    player,
  }
}

function domainPattern(raw: string = mockDomains): string {
  const sample = raw.replaceAll('{template}', 'casino1')
  if (
    !raw.includes('{template}') ||
    !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(sample)
  )
    throw new FlagError(
      `--domain: expected a host name with {template} where the theme code goes, such as {template}.staging.example, got '${raw}'`,
    )
  return raw.toLowerCase()
}

/**
 * The tenant domain of a template under a `--domain` pattern.
 *
 * @example tenantDomainOf('{template}.qa.example', 'slot2') // 'slot2.qa.example'
 */
export function tenantDomainOf(pattern: string, template: string): string {
  return pattern.replaceAll('{template}', template)
}
