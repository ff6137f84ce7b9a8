import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../../lib/locales.ts'

type LanguageSwitcherProps = {
  current: Locale
  offered: readonly Locale[]
  onSwitch: (locale: Locale) => void
}

export function LanguageSwitcher({ current, offered, onSwitch }: LanguageSwitcherProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('language')}</label>
      <select id={id} value={current} onChange={(event) => onSwitch(event.target.value as Locale)}>
        {offered.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`languageNames.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
