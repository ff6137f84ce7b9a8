import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { flagUrl, type LanguageChoice } from '../../../lib/language-code.ts'

type LanguageSwitcherProps = {
  choices: readonly LanguageChoice[]
  /** The key of the language shown. */
  current: string
  onSwitch: (choice: LanguageChoice) => void
}

/** The tenant's languages by their own names; the flag of the one shown beside them. */
export function LanguageSwitcher({ choices, current, onSwitch }: LanguageSwitcherProps) {
  const { t } = useTranslation()
  const id = useId()
  const shown = choices.find((choice) => choice.key === current) ?? choices[0]
  const flag = flagUrl(shown?.icon)
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('language')}</label>
      {flag && (
        <img
          className="language-switcher__flag"
          src={flag}
          alt=""
          width={21}
          height={14}
          decoding="async"
        />
      )}
      <select
        id={id}
        value={shown?.key}
        onChange={(event) => {
          const picked = choices.find((choice) => choice.key === event.target.value)
          if (picked) onSwitch(picked)
        }}
      >
        {choices.map((choice) => (
          <option key={choice.key} value={choice.key} lang={choice.lang}>
            {choice.name || t(`languageNames.${choice.locale}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
