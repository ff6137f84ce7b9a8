import { useTranslation } from 'react-i18next'
import { providerLogo } from '../../../lib/provider-logos.ts'

export type ProviderOption = { code: string; name: string; count?: number }
type Props = { providers: ProviderOption[]; selected: string; onSelect: (provider: string) => void }

/** The provider's logo where the code map has one, else its code. */
function logo(code: string) {
  const image = providerLogo(code)
  return image ? (
    <img
      className="provider-chip__image"
      src={image}
      alt=""
      width={72}
      height={36}
      decoding="async"
    />
  ) : (
    <span className="provider-chip__logo" aria-hidden="true">
      {code.slice(0, 3)}
    </span>
  )
}

export function ProviderFilter({ providers, selected, onSelect }: Props) {
  const { t } = useTranslation()
  if (providers.length === 0) return null
  const chip = (code: string, name: string, count?: number) => (
    <li key={code || 'all'}>
      <button
        type="button"
        className="provider-chip"
        aria-pressed={selected === code}
        onClick={() => onSelect(code)}
      >
        {code && logo(code)}
        <span className="provider-chip__name">{name}</span>
        {count !== undefined && (
          <span className="provider-chip__count">{t('lobby.gameCount', { count })}</span>
        )}
      </button>
    </li>
  )
  return (
    <nav aria-label={t('lobby.providers')}>
      <ul className="provider-filter">
        {chip('', t('lobby.allProviders'))}
        {providers.map((provider) => chip(provider.code, provider.name, provider.count))}
      </ul>
    </nav>
  )
}
