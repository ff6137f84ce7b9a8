import { useTranslation } from 'react-i18next'
import { loadBalance } from '../../features/auth/api/player-data.ts'
import { inboxCalls } from '../../features/inbox/api/inbox-calls.ts'
import { InboxList } from '../../features/inbox/components/inbox-list.tsx'
import { CallStateView } from '../../components/call-state-view.tsx'
import { useCall } from '../../lib/use-call.ts'
import { SanitisedBody } from './sanitised-body.tsx'

export default function InboxPage() {
  const { t } = useTranslation()
  const { state, reload } = useCall('inbox', inboxCalls.list)
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.inbox.title')}</h1>
      <p>{t('pages.inbox.intro')}</p>
      <CallStateView failed={t('loadFailed')} state={state} onRetry={reload}>
        {(items) => (
          <InboxList
            items={items}
            renderBody={(html) => <SanitisedBody html={html} />}
            onClaimed={() => void loadBalance()}
          />
        )}
      </CallStateView>
    </section>
  )
}
