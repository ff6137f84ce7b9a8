import type { components } from '@playfront/contract/schema'
import type { SiteState } from '../../../stores/site.ts'
import { filterCatalogue } from '../../../lib/filter-catalogue.ts'
import { checkTheme } from './theme-validation.ts'
import { isSuccess } from '@playfront/contract/success'

export type StartupAnswer = Partial<
  Omit<components['schemas']['StartupResponse'], 'statusCode'>
> & {
  statusCode: number
  statusMessage?: string
  statusDetail?: string
}

/** Spec section 4: the one place that turns a startup answer into what the site shows. */
export function startupState(answer: StartupAnswer): SiteState {
  if (answer.maintenance?.is_maintenance) {
    return {
      status: 'maintenance',
      maintenance: answer.maintenance,
      currency: answer.site?.currency ?? 'EN',
    }
  }
  // The answer's type says `statusCode: number`, so the predicate may not narrow it.
  const succeeded = isSuccess(answer as { statusCode: number; statusMessage?: string })
  if (!succeeded || !answer.site) {
    return {
      status: 'failed',
      message: answer.statusDetail || answer.message || answer.statusMessage || '',
    }
  }
  const theme = checkTheme(answer.site.theme_code, answer.site.theme_color)
  if (!theme.ok) return { status: 'failed', message: theme.message }
  const providers = answer.provider_count ?? []
  // Spec section 5: a menu's category entries only where a provider of the category exists.
  const offered = <T extends { category?: string | null }>(entries: readonly T[] = []) =>
    filterCatalogue(entries, providers)
  return {
    status: 'ready',
    site: answer.site,
    menu: offered(answer.content?.menu).map((entry) => ({
      ...entry,
      children: offered(entry.children),
    })),
    languages: answer.language ?? [],
    showAnnouncement: answer.show_bf_ann_modal ?? false,
    showAppDownload: answer.show_app_download ?? false,
    showDownloadBar: answer.show_download_bar ?? false,
    showPreloader: answer.show_preloader ?? true,
    chatId: answer.live_chat?.chat_id,
    chatImage: answer.live_chat?.image_id || undefined,
    gameMenu: offered(answer.content?.game_menu),
    providers,
    affDomain: answer.aff_domain ?? '',
    minAge: answer.min_age,
  }
}
