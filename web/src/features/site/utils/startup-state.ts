import type { components } from '@playfront/contract/schema'
import type { SiteState } from '../../../stores/site.ts'
import { checkTheme } from './theme-validation.ts'
import { isSuccess } from '@playfront/contract/catalogue'

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
  return {
    status: 'ready',
    site: answer.site,
    menu: answer.content?.menu ?? [],
    languages: answer.language ?? [],
    showAnnouncement: answer.show_bf_ann_modal ?? false,
    showAppDownload: answer.show_app_download ?? false,
    showDownloadBar: answer.show_download_bar ?? false,
    chatId: answer.live_chat?.chat_id,
    providers: answer.provider_count ?? [],
    affDomain: answer.aff_domain ?? '',
    minAge: answer.min_age,
  }
}
