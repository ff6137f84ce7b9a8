import { adVisitsKept } from '../../expiry/sweep-expired.ts'
import { cmsPageNames } from '../../models/cms.ts'
import type { ApiRoute, ApiRoutes, Schema } from '../api-types.ts'
import { success } from '../envelope.ts'
import { isFailure, tenantOf } from './tenant-of.ts'

/** `/api/settings/social_account`: the tenant's social links. */
const socialAccount: ApiRoute<'/api/settings/social_account'> = (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const accountList = context.backend.tables.social
    .findMany((q) => q.where({ domain_name: tenant.domain_name }))
    .map(({ platform, url, icon }) => ({ platform, url, icon }))
  return success({ accountList })
}

/** `/api/settings/top10winner_withdrawal`: the winners and withdrawals figures. */
const stats: ApiRoute<'/api/settings/top10winner_withdrawal'> = (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const record = context.backend.tables.stats.get(tenant.domain_name)
  const { domain_name: _domain, ...value } = record ?? {
    domain_name: '',
    withrawal: [],
    winner: [],
    hour_withdrawal: 0,
    registered_player: 0,
    active_player: 0,
    deposited_player: 0,
  }
  return success({ value })
}

/** `/api/settings/siteinfodetail`: the five CMS pages, English and local, with their status. */
const siteInfo: ApiRoute<'/api/settings/siteinfodetail'> = (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const cms: Record<string, string | boolean> = {}
  for (const page of cmsPageNames) {
    const record = context.backend.tables.cms.get(`${tenant.domain_name}|${page}`)
    cms[`en_${page}`] = record?.en_body ?? ''
    cms[`local_${page}`] = record?.local_body ?? ''
    cms[`${page}_status`] = record?.status ?? false
  }
  return success({ cms: cms as Schema<'Cms'> })
}

/** `/api/settings/get_analytics`: HEAD and BODY snippets of the tenant. */
const analytics: ApiRoute<'/api/settings/get_analytics'> = (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const value = context.backend.tables.analytics
    .findMany((q) => q.where({ domain_name: tenant.domain_name }))
    .map(({ section, script }) => ({ section, script }))
  return success({ value })
}

/** `/api/settings/adsvisit`: records the visit (see GET /__mock/state, `ad_visits`). */
const adsVisit: ApiRoute<'/api/settings/adsvisit'> = async (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const { backend, body } = context
  await backend.tables.ad_visits.insert({
    id: backend.nextId('ad_visits'),
    domain_name: tenant.domain_name,
    external_id: body.external_id,
    fbp: body.fbp ?? '',
    appsflyer_id: body.appsflyer_id ?? '',
    at: new Date(backend.clock.now()).toISOString(),
  })
  // A journal of visits, not a history: beyond the newest few, the oldest goes.
  if (backend.tables.ad_visits.size > adVisitsKept)
    backend.tables.ad_visits.delete(String(backend.tables.ad_visits.first()!.id))
  return success({ statusDetail: 'Visit recorded.' })
}

/** Routes of the `settings` tag about the site. */
export const siteRoutes: ApiRoutes = {
  '/api/settings/social_account': socialAccount,
  '/api/settings/top10winner_withdrawal': stats,
  '/api/settings/siteinfodetail': siteInfo,
  '/api/settings/get_analytics': analytics,
  '/api/settings/adsvisit': adsVisit,
}
