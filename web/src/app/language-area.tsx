import { useLocation, useNavigate } from 'react-router'
import { LanguageSwitcher } from '../features/locale/components/language-switcher.tsx'
import { useBrowserValue } from '../hooks/use-browser-value.ts'
import { languageChoices, type LanguageChoice } from '../lib/language-code.ts'
import { saveLocaleCookie } from '../lib/locale-cookie.ts'
import { localizePath, splitLocale } from '../lib/locale-path.ts'
import { setLocale, useLocale } from '../stores/locale.ts'
import { useReadySite } from '../stores/site.ts'
import { showLanguage } from './i18n.ts'

// Which of the languages that read English the visitor picked (decision 060): the address and
// the messages are English's, so only the device can tell the switcher which one to show.
const pickedLanguageKey = 'site.language'

export function LanguageArea() {
  const locale = useLocale()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const choices = languageChoices(useReadySite()?.languages ?? [])
  // Read again at each render: the switch below re-renders the area (the locale, the address).
  const pickedKey = useBrowserValue(() => localStorage.getItem(pickedLanguageKey), null)
  const picked = choices.find((choice) => choice.key === pickedKey)
  const current = picked?.locale === locale ? picked.key : locale

  async function switchTo(next: LanguageChoice) {
    localStorage.setItem(pickedLanguageKey, next.key)
    await showLanguage(next.locale)
    saveLocaleCookie(next.locale)
    setLocale(next.locale)
    await navigate(localizePath(splitLocale(pathname).path, next.locale) + search + hash)
  }

  return (
    <LanguageSwitcher
      choices={choices}
      current={current}
      onSwitch={(next) => void switchTo(next)}
    />
  )
}
