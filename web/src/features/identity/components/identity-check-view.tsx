import './identity.css'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { sendIdentityDocument, type IdentityCheck } from '../api/identity-calls.ts'
import { DocumentInput } from './document-input.tsx'

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024))

/** Where the check stands, a file input per document it needs, and what the player sent. */
export function IdentityCheckView({ initial }: { initial: IdentityCheck }) {
  const { t } = useTranslation()
  const { date } = useSiteFormat()
  const [check, setCheck] = useState(initial)
  const send = async (...document: Parameters<typeof sendIdentityDocument>) => {
    const outcome = await sendIdentityDocument(...document)
    if (!outcome.ok) return outcome.message
    setCheck(outcome.value)
    return outcome.value
  }
  const sentKinds = new Set(check.documents.map((document) => document.kind))
  return (
    <div className="identity">
      <div className={`identity-status identity-status--${check.status}`} role="status">
        <h2>{t(`accountSafety.verification.status.${check.status}.title`)}</h2>
        <p>{t(`accountSafety.verification.status.${check.status}.body`)}</p>
        {check.status === 'rejected' && check.reason && (
          <p>{t('accountSafety.verification.reason', { reason: check.reason })}</p>
        )}
      </div>
      {check.status !== 'verified' && (
        <>
          <h2>{t('accountSafety.verification.documentsTitle')}</h2>
          <p>{t('accountSafety.verification.documentsIntro')}</p>
          {check.required.map((kind) => (
            <DocumentInput key={kind} kind={kind} sent={sentKinds.has(kind)} send={send} />
          ))}
        </>
      )}
      <h2>{t('accountSafety.verification.sentTitle')}</h2>
      {check.documents.length === 0 ? (
        <p>{t('accountSafety.verification.nothingSent')}</p>
      ) : (
        <ul className="identity-sent">
          {check.documents.map((document) => (
            <li key={document.document_id}>
              <strong>{t(`accountSafety.verification.kinds.${document.kind}`)}</strong>{' '}
              {t('accountSafety.verification.sentItem', {
                type: document.content_type.replace('image/', '').toUpperCase(),
                size: kilobytes(document.size),
                date: date(document.uploaded_date),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
