import type { BetRecord, LanguageOption } from '@playfront/contract/types'

const languageCodes: Record<string, LanguageOption['code']> = { en: 'EN', fil: 'PHP', zh: 'CN' }

/** The match in the page's language from the per-language names, else the default names; a casino round has none. */
export function betMatch(bet: BetRecord, language: string): { home: string; away: string } | null {
  const code = languageCodes[language.split('-')[0] ?? ''] ?? 'EN'
  const home = bet.home_team_names[code] || bet.home_team_name
  const away = bet.away_team_names[code] || bet.away_team_name
  return home || away ? { home, away } : null
}
