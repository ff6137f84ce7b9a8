import escapeHtml from 'escape-html'

/** What the demo game page needs to know: the game, the player and the session to bet with. */
export interface DemoGame {
  game_code: string
  game_name: string
  account_id: string
  auth: string
}

/**
 * The demo game: a self-contained HTML page (no external asset) whose Bet and Win buttons play
 * one round each through `/api/game/demo_bet` and show the balance after it.
 *
 * @example
 * demoGamePage({ game_code: 'LRS-01', game_name: 'Lucky Reel', account_id: 'demo', auth: token })
 */
export function demoGamePage(game: DemoGame): string {
  const config = JSON.stringify({
    game_code: game.game_code,
    account_id: game.account_id,
    auth: game.auth,
  }).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(game.game_name)} - demo</title>
<style>body{font-family:system-ui,sans-serif;background:#14141f;color:#f4f4f8;display:grid;place-items:center;min-height:100vh;margin:0}
main{text-align:center}button{font-size:1.2rem;margin:.5rem;padding:.8rem 1.6rem;border-radius:.5rem;border:0;cursor:pointer}
#bet{background:#3a3a55;color:#fff}#win{background:#e0b53a;color:#14141f}output{display:block;margin-top:1rem;font-size:1.1rem}</style></head>
<body><main><h1>${escapeHtml(game.game_name)}</h1><p>Demo game of the mock backend. Stake:
<input id="stake" type="number" min="0.01" step="0.01" value="10" aria-label="Stake"></p>
<button id="bet" type="button">Bet (lose the stake)</button><button id="win" type="button">Win (twice the stake)</button>
<output id="result" role="status" aria-live="polite"></output></main>
<script>
const game = ${config};
const result = document.getElementById('result');
async function play(outcome) {
  const stake = Number(document.getElementById('stake').value);
  const response = await fetch('/api/game/demo_bet', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_id: game.account_id, auth: game.auth, game_code: game.game_code, stake, outcome }) });
  const body = await response.json();
  result.textContent = body.statusCode === 1
    ? (outcome === 'win' ? 'Won ' + body.value.payout : 'Lost ' + stake) + ' - balance ' + body.game_balance
    : (body.statusMessage + ': ' + (body.statusDetail || ''));
}
document.getElementById('bet').addEventListener('click', () => play('lose'));
document.getElementById('win').addEventListener('click', () => play('win'));
</script></body></html>`
}
