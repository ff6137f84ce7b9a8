import './wallet.css'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { WalletCalls } from '../api/wallet-calls.ts'
import { useDepositFlow } from '../hooks/use-deposit-flow.ts'
import { AmountForm } from './amount-form.tsx'
import { ChannelPicker } from './channel-picker.tsx'
import { DepositConfirm } from './deposit-confirm.tsx'
import { DepositOutcome } from './deposit-outcome.tsx'

export type DepositWizardProps = {
  calls: WalletCalls
  refreshBalance: () => void
  historyLink: ReactNode
  channels: WalletChannels
}
type WalletChannels = Parameters<typeof ChannelPicker>[0]['channels']

/** Channel, amount, confirmation, then the deposit's status until it is decided. */
export function DepositWizard({
  calls,
  refreshBalance,
  historyLink,
  channels,
}: DepositWizardProps) {
  const { t } = useTranslation()
  const [state, actions] = useDepositFlow(calls, refreshBalance)
  switch (state.step) {
    case 'channel':
      return (
        <>
          <h2>{t('wallet.deposit.chooseChannel')}</h2>
          <ChannelPicker channels={channels} onChoose={actions.choose} />
        </>
      )
    case 'amount':
      return (
        <>
          <h2>{t('wallet.deposit.amountTitle', { channel: state.channel.channel_name })}</h2>
          <AmountForm
            key={state.channel.channel_code}
            limits={{ min: state.channel.min_amount, max: state.channel.max_amount }}
            presets={state.channel.preset_amounts}
            onSubmit={actions.review}
            onBack={actions.back}
          />
        </>
      )
    case 'confirm':
    case 'submitting':
    case 'failed':
      return <DepositConfirm state={state} actions={actions} historyLink={historyLink} />
    default:
      return <DepositOutcome state={state} actions={actions} />
  }
}
