// `pnpm bench:mock-reset`: what a reset of the mock backend costs, the call every test makes
// before it starts (`backend.reset()`, `POST /__mock/reset`). Median of 300 resets each:
// - with nothing changed since the last reset;
// - after what a test usually does: a login and a bet (sessions, players, ledger, bets … written);
// - after another state was loaded, so that every table is filled again: what each reset cost
//   before a reset left the tables still holding the seed's records as they were (decision 051).
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'
import { busyLoopMs, machineSpeedLine } from './machine-speed.ts'

const machineBeforeMs = busyLoopMs()
const rounds = 300
// The standalone mock on loopback; the resets are timed on its backend, the calls go over HTTP.
const server = await createMockHttpServer({ port: 0 })
const { backend } = server

async function post(path: string, body: object): Promise<Record<string, unknown>> {
  const answer = await fetch(`${server.url}${path}`, { method: 'POST', body: JSON.stringify(body) })
  return (await answer.json()) as Record<string, unknown>
}

async function median(before: () => Promise<unknown>): Promise<number> {
  const ms: number[] = []
  for (let i = 0; i < rounds; i += 1) {
    await before()
    const started = performance.now()
    await backend.reset()
    ms.push(performance.now() - started)
  }
  return [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!
}

const tenant = { domain_name: 'localhost', external_id: 'T-DEFAULT' }
async function loginAndBet(): Promise<void> {
  const login = await post('/api/auth/login', {
    ...tenant,
    account_id: 'demo',
    password: 'demo1234',
  })
  const bet = await post('/api/game/demo_bet', {
    account_id: 'demo',
    auth: login.token,
    game_code: 'LRS-01',
    stake: 1,
    outcome: 'lose',
  })
  if (bet.statusCode !== 1) throw new Error(`the bet failed: ${JSON.stringify(bet)}`)
}

const other = backend.snapshot()
other.games = other.games.slice(1)
const figures = {
  'nothing changed': await median(async () => undefined),
  'a login and a bet': await median(loginAndBet),
  'another state loaded (every table filled again)': await median(() => backend.load(other)),
}
for (const [after, ms] of Object.entries(figures))
  console.log(`reset after ${after}: ${ms.toFixed(2)} ms (median of ${rounds})`)
console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
await server.close()
