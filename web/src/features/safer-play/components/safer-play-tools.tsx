import { useTranslation } from 'react-i18next'
import { CallStateView } from '../../../components/call-state-view.tsx'
import { useCall } from '../../../lib/use-call.ts'
import type { SaferPlayCalls } from '../api/safer-play-calls.ts'
import { BreakPanel } from './break-panel.tsx'
import { LimitsPanel } from './limits-panel.tsx'
import { RealityCheckSelect } from './reality-check-select.tsx'
import { SessionLimitRow } from './session-limit-row.tsx'
import './safer-play.css'

type Props = { calls: SaferPlayCalls; onBreakTaken: () => void }

/** The signed-in player's own tools: limits first, then the breaks, which end the session. */
export function SaferPlayTools({ calls, onBreakTaken }: Props) {
  const { t } = useTranslation()
  const { state, reload } = useCall('safer-play-limits', calls.limits)
  const summary = useCall('safer-play-summary', calls.sessionSummary)
  return (
    <div className="safer-play">
      <section className="safer-play__part" aria-labelledby="safer-play-limits">
        <h2 id="safer-play-limits">{t('saferPlay.limitsTitle')}</h2>
        <CallStateView state={state} onRetry={reload} failed={t('saferPlay.limitsFailed')}>
          {(limits) => <LimitsPanel limits={limits} calls={calls} />}
        </CallStateView>
        <CallStateView
          state={summary.state}
          onRetry={summary.reload}
          failed={t('saferPlay.sessionLimit.failed')}
        >
          {(value) => <SessionLimitRow summary={value} calls={calls} />}
        </CallStateView>
      </section>
      <section className="safer-play__part" aria-labelledby="safer-play-reality">
        <h2 id="safer-play-reality">{t('misc:saferPlay.reality.title')}</h2>
        <p>{t('saferPlay.reality.intro')}</p>
        <CallStateView
          state={summary.state}
          onRetry={summary.reload}
          failed={t('saferPlay.reality.failed')}
        >
          {(value) => <RealityCheckSelect minutes={value.reality_check_minutes} calls={calls} />}
        </CallStateView>
      </section>
      <section className="safer-play__part" aria-labelledby="safer-play-breaks">
        <h2 id="safer-play-breaks">{t('saferPlay.breaksTitle')}</h2>
        <BreakPanel type="timeout" calls={calls} onTaken={onBreakTaken} />
        <BreakPanel type="self_exclusion" calls={calls} onTaken={onBreakTaken} />
      </section>
    </div>
  )
}
