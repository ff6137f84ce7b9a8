import { useLocation, useNavigate } from 'react-router'
import { LanguageSwitcher } from '../features/locale/components/language-switcher.tsx'
import { saveLocaleCookie } from '../lib/locale-cookie.ts'
import { localesOffered } from '../lib/language-code.ts'
import { localizePath, splitLocale } from '../lib/locale-path.ts'
import { setLocale, useLocale } from '../stores/locale.ts'
import { type Locale } from '../lib/locales.ts'
import { useReadySite } from '../stores/site.ts'
import { showLanguage } from './i18n.ts'

export function LanguageArea() {
  const locale = useLocale()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const languages = useReadySite()?.languages ?? []

  async function switchTo(next: Locale) {
    await showLanguage(next)
    saveLocaleCookie(next)
    setLocale(next)
    await navigate(localizePath(splitLocale(pathname).path, next) + search + hash)
  }

  return (
    <LanguageSwitcher
      current={locale}
      offered={localesOffered(languages.map((l) => l.code))}
      onSwitch={(next) => void switchTo(next)}
    />
  )
}
