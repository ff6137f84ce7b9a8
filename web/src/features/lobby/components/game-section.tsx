import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CallState } from '../../../lib/outcome.ts'
import type { Game } from '../api/game-lists.ts'
import { CallStateView } from '../../../components/call-state-view.tsx'
import { GameGrid } from './game-grid.tsx'
import { GameRowPlaceholder } from './game-row-placeholder.tsx'

type Props = {
  title: string
  state: CallState<Game[]>
  onRetry: () => void
  playPath: (game: Game) => string
  seeAllPath?: string
}

/** A titled row of games; an empty list hides the section, a failed one says so. */
export function GameSection({ title, state, onRetry, playPath, seeAllPath }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  if (state.status === 'ready' && state.value.length === 0) return null
  return (
    <section className="lobby-section" aria-labelledby={titleId}>
      <header className="lobby-section__header">
        <h2 id={titleId}>{title}</h2>
        {seeAllPath && <Link to={seeAllPath}>{t('lobby.seeAll')}</Link>}
      </header>
      <CallStateView
        loading={t('lobby.loading')}
        placeholder={<GameRowPlaceholder />}
        failed={t('lobby.failed')}
        state={state}
        onRetry={onRetry}
      >
        {(games) => <GameGrid games={games} playPath={playPath} label={title} variant="row" />}
      </CallStateView>
    </section>
  )
}
