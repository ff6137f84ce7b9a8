import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { session } from '../stores/session.ts'
import type { PlayerAction } from '@playfront/mock-server/control-client'
import { controlApi, domainHere, pendingDepositsHere, type PendingDeposit } from './control-api.ts'
import type { Run } from './panel-run.ts'

const actions: PlayerAction[] = ['expire-sessions', 'block', 'close', 'activate']

export function PanelPlayer({ run, say }: { run: Run; say: (note: string) => void }) {
  const { t } = useTranslation('dev')
  const id = useId()
  const [account, setAccount] = useState(() => session().user?.account_id ?? 'demo')
  const [pending, setPending] = useState<PendingDeposit[] | null>(null)

  const readTac = async () => {
    const answer = await run(controlApi.tac(domainHere(), account))
    if (answer) say(t('tacIs', { tac: answer.tac, purpose: answer.purpose }))
  }
  const findPending = async () => {
    const answer = await run(pendingDepositsHere())
    if (answer) setPending(answer)
  }
  const approve = async (depositId: number) => {
    await run(controlApi.decideDeposit(depositId, 'approve'))
    await findPending()
  }

  return (
    <fieldset>
      <legend>{t('player')}</legend>
      <label htmlFor={`${id}-account`}>{t('account')}</label>
      <input id={`${id}-account`} value={account} onChange={(e) => setAccount(e.target.value)} />
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          onClick={() => void run(controlApi.playerAction(domainHere(), account, action))}
        >
          {t(`action.${action}`)}
        </button>
      ))}
      <button type="button" onClick={() => void readTac()}>
        {t('readTac')}
      </button>
      <button type="button" onClick={() => void findPending()}>
        {t('findDeposits')}
      </button>
      {pending && (
        <section aria-label={t('pendingDeposits')}>
          {pending.length === 0 ? (
            <p>{t('noPending')}</p>
          ) : (
            <ul>
              {pending.map((d) => (
                <li key={d.deposit_id}>
                  <button type="button" onClick={() => void approve(d.deposit_id)}>
                    {t('approve', { amount: d.amount, account: d.account_id })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </fieldset>
  )
}
