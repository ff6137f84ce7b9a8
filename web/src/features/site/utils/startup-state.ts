import type { LanguageOption, MenuEntry, SiteInfo, SiteState, Maintenance } from '../../../stores/site.ts'
import { checkTheme } from './theme-validation.ts'

export type StartupAnswer = {
  statusCode: number
  statusMessage?: string
  statusDetail?: string
  message?: string
  maintenance?: Maintenance | boolean
  site?: SiteInfo
  content?: { menu?: MenuEntry[] }
  language?: (LanguageOption | string)[]
  live_chat?: { chat_id?: string }
  show_bf_ann_modal?: boolean
  show_app_download?: boolean
}

function languageOf(entry: LanguageOption | string): LanguageOption {
  return typeof entry === 'string' ? { code: entry } : entry
}

function maintenanceOf(answer: StartupAnswer): Maintenance | null {
  const { maintenance } = answer
  if (typeof maintenance === 'object' && maintenance?.is_maintenance) return maintenance
  if (maintenance === true) return { is_maintenance: true }
  return null
}

/** Spec section 4: the one place that turns a startup answer into what the site shows. */
export function startupState(answer: StartupAnswer): SiteState {
  const maintenance = maintenanceOf(answer)
  if (maintenance) return { status: 'maintenance', maintenance, currency: answer.site?.currency ?? 'EN' }
  if (answer.statusCode !== 1 || !answer.site) {
    return { status: 'failed', message: answer.statusDetail || answer.message || answer.statusMessage || '' }
  }
  const theme = checkTheme(answer.site.theme_code, answer.site.theme_color)
  if (!theme.ok) return { status: 'failed', message: theme.message }
  return {
    status: 'ready',
    site: answer.site,
    menu: answer.content?.menu ?? [],
    languages: (answer.language ?? []).map(languageOf),
    showAnnouncement: answer.show_bf_ann_modal ?? true,
    showAppDownload: answer.show_app_download ?? true,
    chatId: answer.live_chat?.chat_id,
  }
}
