import { useTranslation } from 'react-i18next'
import type { SocialAccount } from '../api/content-calls.ts'
import './content.css'
import { safeUrl } from '../../../lib/safe-url.ts'

export function SocialAccounts({ accounts }: { accounts: SocialAccount[] }) {
  const { t } = useTranslation()
  if (accounts.length === 0) return <p className="lobby-state">{t('content.noSocial')}</p>
  return (
    <ul className="social-accounts">
      {accounts.map((account) => (
        <li key={account.url}>
          <a href={safeUrl(account.url)} target="_blank" rel="noopener noreferrer">
            {account.icon && (
              <img src={safeUrl(account.icon)} alt="" width={32} height={32} loading="lazy" />
            )}
            <span>
              {t(`content.platforms.${account.platform}`, { defaultValue: account.platform })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
