import { localizePath } from '../../lib/locale-path.ts'
import { useLocale } from '../../stores/locale.ts'

/** Every game tile opens the play screen with the game's code in the URL. */
export function usePlayPath(): (game: { game_code: string }) => string {
  const locale = useLocale()
  return (game) => `${localizePath('/playnow', locale)}?game=${encodeURIComponent(game.game_code)}`
}
