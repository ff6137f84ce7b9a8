import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { loadBalance } from '../../features/auth/api/player-data.ts'
import { CallStateView } from '../../components/call-state-view.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { launchGame } from '../../features/play/api/launch-game.ts'
import { GameFrame } from '../../features/play/components/game-frame.tsx'
import { useBalanceOnReturn } from '../../features/play/hooks/use-balance-on-return.ts'
import { useCall } from '../../lib/use-call.ts'
import { useLocale } from '../../stores/locale.ts'

const refreshBalance = () => void loadBalance()
const gameCode = /^[A-Za-z0-9_-]{1,40}$/

function GameLaunch({ game }: { game: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const locale = useLocale()
  const { state, reload } = useCall(`launch-${game}`, () => launchGame(game))
  useBalanceOnReturn(refreshBalance)
  const close = () => (history.length > 1 ? navigate(-1) : navigate(localizePath('/', locale)))
  return (
    <CallStateView state={state} onRetry={reload} failed={t('play.failed')}>
      {(url) => <GameFrame url={url} game={game} onClose={close} />}
    </CallStateView>
  )
}

export default function PlaynowPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const game = useSearchParams()[0].get('game') ?? ''
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.playnow.title')}</h1>
      {gameCode.test(game) ? (
        <GameLaunch key={game} game={game} />
      ) : (
        <p>
          {t('play.noGame')} <Link to={localizePath('/hot', locale)}>{t('play.chooseGame')}</Link>
        </p>
      )}
    </section>
  )
}
