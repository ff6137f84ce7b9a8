import { useTranslation } from 'react-i18next'
import { CallStateView } from '../../../components/call-state-view.tsx'
import { useCall } from '../../../lib/use-call.ts'
import { loadJackpots } from '../api/jackpots.ts'
import { JackpotBoard } from './jackpot-board.tsx'

const placeholderTiers = ['grand', 'major', 'minor']

/** The board's own markup, empty: while the page asks for the jackpots it keeps their room. */
function JackpotPlaceholder() {
  return (
    <div className="jackpots" aria-hidden="true">
      <h2>&nbsp;</h2>
      <ul className="jackpots__list">
        {placeholderTiers.map((tier) => (
          <li key={tier} className={`jackpot jackpot--${tier}`} />
        ))}
      </ul>
    </div>
  )
}

/** The tenant's jackpots; none hides the board, a failure says so with a retry. */
export function JackpotSection() {
  const { t } = useTranslation()
  const { state, reload } = useCall('jackpots', loadJackpots)
  return (
    <CallStateView
      state={state}
      onRetry={reload}
      failed={t('jackpot.failed')}
      loading={t('jackpot.loading')}
      placeholder={<JackpotPlaceholder />}
    >
      {(jackpots) => jackpots.length > 0 && <JackpotBoard first={jackpots} />}
    </CallStateView>
  )
}
