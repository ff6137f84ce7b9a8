import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { bankCalls } from '../../features/bank/api/bank-calls.ts'
import { AddBankForm } from '../../features/bank/components/add-bank-form.tsx'
import { CallStateView } from '../../components/call-state-view.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { useCall } from '../../lib/use-call.ts'
import { useLocale } from '../../stores/locale.ts'

export default function AddBankPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const { state, reload } = useCall('bank-options', bankCalls.options)
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.add-bank.title')}</h1>
      <p>{t('pages.add-bank.intro')}</p>
      <CallStateView
        state={state}
        onRetry={reload}
        failed={t('bank.optionsFailed')}
        isEmpty={(banks) => banks.length === 0}
        empty={t('bank.noOptions')}
      >
        {(banks) => (
          <AddBankForm
            banks={banks}
            add={bankCalls.add}
            onAdded={() =>
              navigate(localizePath('/bank-details', locale), { state: { added: true } })
            }
          />
        )}
      </CallStateView>
    </section>
  )
}
