import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { inboxCalls, type InboxCalls, type InboxItem } from '../api/inbox-calls.ts'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import './inbox.css'
import { isSuccess } from '@playfront/contract/success'

type Props = {
  items: InboxItem[]
  renderBody: (html: string) => ReactNode
  onClaimed: () => void
  calls?: InboxCalls
}

type Notice = { tone: 'status' | 'alert'; text: string } | null

/** A reward is paid once: the button locks while claiming, and a refused claim says so. */
export function InboxList({ items, renderBody, onClaimed, calls = inboxCalls }: Props) {
  const { money: formatAmount, date: formatDate } = useSiteFormat()
  const { t } = useTranslation()
  const [claimed, setClaimed] = useState<Set<number>>(new Set())
  const [busy, setBusy] = useState<number | null>(null)
  const [notice, setNotice] = useState<Notice>(null)
  async function claim(item: InboxItem) {
    if (busy !== null) return
    setBusy(item.inbox_id)
    const answer = await calls.claim(item.inbox_id)
    setBusy(null)
    if (isSuccess(answer)) {
      setClaimed((current) => new Set(current).add(item.inbox_id))
      setNotice({
        tone: 'status',
        text: t('inbox.claimed', { amount: formatAmount(item.reward_amount ?? 0) }),
      })
      onClaimed()
    } else {
      setNotice({
        tone: 'alert',
        text: t('inbox.claimRefused', { detail: answer.statusDetail ?? '' }),
      })
    }
  }
  if (items.length === 0) return <p className="lobby-state">{t('inbox.empty')}</p>
  return (
    <>
      {notice && (
        <p role={notice.tone} className={`inbox-notice inbox-notice--${notice.tone}`}>
          {notice.text}
        </p>
      )}
      <ul className="inbox-list">
        {items.map((item) => {
          const isClaimed = item.is_claimed || claimed.has(item.inbox_id)
          return (
            <li
              key={item.inbox_id}
              className={item.is_read ? 'inbox-item' : 'inbox-item inbox-item--unread'}
            >
              <article aria-labelledby={`inbox-${item.inbox_id}`}>
                <header>
                  <h2 id={`inbox-${item.inbox_id}`}>{item.title}</h2>
                  <time dateTime={item.created_date}>{formatDate(item.created_date)}</time>
                  {!item.is_read && <span className="inbox-item__new">{t('inbox.new')}</span>}
                </header>
                {renderBody(item.body)}
                {item.reward_amount !== undefined && (
                  <p className="inbox-item__reward">
                    <span>{t('inbox.reward', { amount: formatAmount(item.reward_amount) })}</span>
                    {isClaimed ? (
                      <span className="inbox-item__claimed">{t('inbox.alreadyClaimed')}</span>
                    ) : (
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={busy !== null}
                        onClick={() => void claim(item)}
                        aria-label={t('inbox.claimLabel', { title: item.title })}
                      >
                        {busy === item.inbox_id ? t('submitting') : t('inbox.claim')}
                      </button>
                    )}
                  </p>
                )}
              </article>
            </li>
          )
        })}
      </ul>
    </>
  )
}
