import { languageOptionFilesValues } from '@playfront/contract/schema'
import { first } from '../../scenarios/match.ts'
import { maintenanceAt } from '../../maintenance.ts'
import type { Tenant } from '../../models/tenant.ts'
import type { MockBackend } from '../../backend.ts'
import type { ApiRoute, ApiRoutes, Schema } from '../api-types.ts'
import { refuse, success } from '../envelope.ts'

const languageOptions: Record<string, Omit<Schema<'LanguageOption'>, 'code'>> = {
  EN: { name: 'English', icon: 'en.svg', files: [...languageOptionFilesValues] },
  PHP: { name: 'Filipino', icon: 'ph.svg', files: [...languageOptionFilesValues] },
  CN: { name: '中文', icon: 'cn.svg', files: [...languageOptionFilesValues] },
  MMK: { name: 'မြန်မာ', icon: 'mm.svg', files: [] },
  MNT: { name: 'Монгол', icon: 'mn.svg', files: [] },
  IDR: { name: 'Bahasa Indonesia', icon: 'id.svg', files: [] },
} satisfies Record<Schema<'LanguageOption'>['code'], unknown>

function providerCounts(backend: MockBackend, tenant: Tenant): Schema<'ProviderCount'>[] {
  // One pass over the games, not a query per provider: startup is the call every page makes.
  const counts = new Map<string, number>()
  for (const game of backend.tables.games.all())
    counts.set(game.provider_code, (counts.get(game.provider_code) ?? 0) + 1)
  return backend.tables.providers
    .findMany((q) => q.where({ category: (category) => tenant.categories.includes(category) }))
    .map((p) => ({
      provider_code: p.provider_code,
      provider_name: p.provider_name,
      category: p.category,
      game_count: counts.get(p.provider_code) ?? 0,
    }))
}

/**
 * `/api/startup`: the tenant's site layout by domain_name. Theme values are returned as stored
 * (or as a scenario bends them); the web app is the one that validates them.
 */
const startup: ApiRoute<'/api/startup'> = ({ backend, body, scenarios, path }) => {
  const tenant = backend.tenantByHost(body.domain_name)
  if (!tenant)
    return refuse(
      path,
      `Unknown domain_name "${body.domain_name}": no tenant is configured for this host.`,
    )
  const target = { domain_name: tenant.domain_name }
  const now = backend.clock.now()
  const forcedMaintenance = first(scenarios, 'maintenance', target)
  const maintenance = forcedMaintenance
    ? maintenanceAt(
        {
          is_maintenance: true,
          start_date: forcedMaintenance.start_date ?? null,
          end_date: forcedMaintenance.end_date ?? null,
        },
        now,
      )
    : maintenanceAt(tenant.maintenance, now)
  const badCode = first(scenarios, 'invalid-theme-code', target)
  const badColour = first(scenarios, 'invalid-theme-color', target)
  const menu = backend.tables.menus.get(tenant.domain_name)
  return success({
    message: '',
    maintenance,
    content: { menu: menu?.menu ?? [], game_menu: menu?.game_menu ?? [] },
    min_age: tenant.min_age,
    site: {
      ...tenant.site,
      ...(badCode ? { theme_code: badCode.theme_code ?? 'casino99' } : {}),
      ...(badColour ? { theme_color: badColour.theme_color ?? 'no-such-colour' } : {}),
    },
    language: tenant.language.map(
      (code) =>
        ({ code, ...(languageOptions[code] ?? languageOptions.EN!) }) as Schema<'LanguageOption'>,
    ),
    provider_count: providerCounts(backend, tenant),
    aff_domain: tenant.aff_domain,
    live_chat: tenant.live_chat,
    show_preloader: tenant.show_preloader,
    show_bf_ann_modal: tenant.show_bf_ann_modal,
    show_app_download: tenant.show_app_download,
    show_download_bar: tenant.show_download_bar,
  }) as ReturnType<ApiRoute<'/api/startup'>>
}

/** Routes of the `startup` tag. */
export const startupRoutes: ApiRoutes = { '/api/startup': startup }
