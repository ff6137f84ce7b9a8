import { useTranslation } from 'react-i18next'
import { AccountHub } from '../../features/account/components/account-hub.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { useLocale } from '../../stores/locale.ts'

const groups = {
  wallet: ['/deposit', '/withdrawal', '/bank-details', '/transaction-history'],
  play: ['/vip', '/inbox', '/bet-history', '/statement', '/referral'],
  settings: ['/profile', '/edit-profile', '/change-password', '/security', '/verification'],
} as const
// Screens outside the spec keep their strings in their own block of the messages.
const ownTitles: Record<string, string> = { '/verification': 'accountSafety.verification.title' }

export default function AccountPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const link = (path: string) => ({
    to: localizePath(path, locale),
    label: t(ownTitles[path] ?? `pages.${path.slice(1)}.title`),
  })
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.account.title')}</h1>
      <AccountHub
        groups={Object.entries(groups).map(([name, paths]) => ({
          title: t(`account.groups.${name}`),
          links: paths.map(link),
        }))}
      />
    </section>
  )
}
