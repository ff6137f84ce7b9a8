import { useTranslation } from 'react-i18next'
import { ReferralCard } from '../../features/referral/components/referral-card.tsx'
import { referralLink } from '../../features/referral/utils/referral-link.ts'
import { useSession } from '../../stores/session.ts'
import { useReadySite } from '../../stores/site.ts'

export default function ReferralPage() {
  const { t } = useTranslation()
  const player = useSession()
  const affDomain = useReadySite()?.affDomain ?? ''
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.referral.title')}</h1>
      <p>{t('pages.referral.intro')}</p>
      <ReferralCard
        link={referralLink(player.user?.account_id ?? '', affDomain, location.origin)}
      />
      <p>{t('referral.howItWorks')}</p>
    </section>
  )
}
