import type { DepositChannel } from '@playfront/contract/types'
import { useTranslation } from 'react-i18next'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

type Props = {
  channels: DepositChannel[]
  onChoose: (channel: DepositChannel) => void
}

export function ChannelPicker({ channels, onChoose }: Props) {
  const { money } = useSiteFormat()
  const { t } = useTranslation()
  return (
    <ul className="wallet-choices" aria-label={t('wallet.channels')}>
      {channels.map((channel) => (
        <li key={channel.channel_code}>
          <button type="button" className="wallet-choice" onClick={() => onChoose(channel)}>
            <strong>{channel.channel_name}</strong>
            <span>
              {t('wallet.limits', {
                min: money(channel.min_amount),
                max: money(channel.max_amount),
              })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
