import './lobby.css'

const tiles = [0, 1, 2, 3, 4, 5]

/** Empty tiles in the row's own markup, so each template's card size holds the row's place. */
export function GameRowPlaceholder() {
  return (
    <ul className="game-grid game-grid--row game-grid--placeholder" aria-hidden="true">
      {tiles.map((tile) => (
        <li key={tile} className="game-card">
          <span className="game-card__link">
            <span className="game-card__image" />
            <span className="game-card__name">&nbsp;</span>
            <span className="game-card__provider">&nbsp;</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
