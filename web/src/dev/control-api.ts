import {
  ControlApiError,
  createControlClient,
  type ScenarioInput,
  type TenantSummary,
} from '@playfront/mock-server/control-client'
import { toWire } from '@playfront/mock-server/money'

export type FailMode = Extract<ScenarioInput, { name: 'fail' }>['mode']

/** A pending deposit as the panel lists it: the state holds minor units, a person reads decimals. */
export interface PendingDeposit {
  deposit_id: number
  account_id: string
  amount: number
}

/** The mock's control API, same-origin: the in-page worker or the proxied mock. */
export const controlApi = createControlClient()

/** The tenant the panel changes: the one this page is served as. */
export const domainHere = (): string => location.hostname

/** The tenant as the mock stores it, not as the site shows it (an invalid colour leaves no site). */
export async function tenantHere(): Promise<TenantSummary | undefined> {
  const { tenants } = await controlApi.tenants()
  return tenants.find((t) => t.domain_name === domainHere() || t.aliases.includes(domainHere()))
}

export async function pendingDepositsHere(): Promise<PendingDeposit[]> {
  const { deposits } = await controlApi.state()
  return deposits
    .filter((d) => d.status === 'pending' && d.domain_name === domainHere())
    .map(({ deposit_id, account_id, amount_minor }) => ({
      deposit_id,
      account_id,
      amount: toWire(amount_minor),
    }))
}

/** Why a control call failed, in the mock's own words when it answered. */
export const failureOf = (error: unknown): string =>
  error instanceof ControlApiError ? error.reason : String(error)
