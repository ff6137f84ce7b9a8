import { z } from 'zod'

/** The ways a network breaks a call, as the `fault` scenario plays them. */
export const faultKinds = ['hang', 'malformed-json', 'html-502', 'dribble', 'random'] as const
const brokenAnswers = ['hang', 'malformed-json', 'html-502', 'dribble', 'disconnect'] as const

/**
 * The `fault` scenario: a call that hangs (answers nothing until the client gives up), answers
 * malformed JSON, answers HTTP 502 with an HTML body (a proxy's error page), dribbles its body
 * a few bytes at a time, or fails at random with `probability` from a `seed`, reproducibly.
 *
 * @example
 * faultScenarioSchema.parse({ name: 'fault', path: '/api/auth/login', kind: 'dribble', chunk_ms: 500 })
 * faultScenarioSchema.parse({ name: 'fault', kind: 'random', probability: 0.3, seed: 42, fails_as: 'html-502' })
 */
export const faultScenarioSchema = z.object({
  name: z.literal('fault'),
  path: z.string().startsWith('/api/').optional(),
  kind: z.enum(faultKinds),
  /** dribble: the pause between two chunks of the body (default 1000 ms). */
  chunk_ms: z.number().int().min(1).max(60_000).optional(),
  /** dribble: bytes per chunk (default 8). */
  chunk_bytes: z.number().int().min(1).max(65_536).optional(),
  /** random: the chance that one call fails, 0..1. */
  probability: z.number().min(0).max(1).optional(),
  /** random: the seed of the draws; the same seed fails the same calls. */
  seed: z.number().int().optional(),
  /** random: how a drawn call fails (default html-502). */
  fails_as: z.enum(brokenAnswers).optional(),
})
export type FaultScenario = z.output<typeof faultScenarioSchema>

/** How a broken call is answered, whatever the transport. */
export type FaultAnswer =
  | { kind: 'hang' }
  | { kind: 'disconnect' }
  | { kind: 'raw'; status: number; contentType: string; body: string }
  | { kind: 'dribble'; body: string; chunkMs: number; chunkBytes: number }

/**
 * mulberry32: a small, fast generator whose whole state is one number, so a seed replays.
 *
 * @example const next = seededRandom(42); next() // 0.6011037519201636
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Which of the next `count` calls a random fault fails, for a seed and a probability: what the
 * mock will do, so that a test can say in advance which attempt breaks.
 *
 * @example randomFailures(7, 0.5, 4) // [true, false, …]
 */
export function randomFailures(seed: number, probability: number, count: number): boolean[] {
  const next = seededRandom(seed)
  return Array.from({ length: count }, () => next() < probability)
}

const draws = new WeakMap<FaultScenario, () => number>()

const proxyErrorPage =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr><p>nginx</p></body></html>'

// A hang or a proxy's 502 never reaches the backend; malformed JSON and a dribbled body are the
// backend's real answer (its state changed) spoilt on the way back.
async function broken(
  kind: (typeof brokenAnswers)[number],
  fault: FaultScenario,
  body: () => Promise<string>,
): Promise<FaultAnswer> {
  switch (kind) {
    case 'hang':
      return { kind: 'hang' }
    case 'disconnect':
      return { kind: 'disconnect' }
    case 'html-502':
      return {
        kind: 'raw',
        status: 502,
        contentType: 'text/html; charset=utf-8',
        body: proxyErrorPage,
      }
    case 'malformed-json': {
      const text = await body()
      return {
        kind: 'raw',
        status: 200,
        contentType: 'application/json',
        body: text.slice(0, Math.max(1, Math.floor(text.length / 2))),
      }
    }
    case 'dribble':
      return {
        kind: 'dribble',
        body: await body(),
        chunkMs: fault.chunk_ms ?? 1000,
        chunkBytes: fault.chunk_bytes ?? 8,
      }
  }
}

/**
 * What a fault does to one call: a broken answer, or undefined when a random fault lets this
 * call through. `body` runs the call and gives its real answer as JSON text, for the faults that
 * spoil it. Each random scenario draws from its own seeded sequence, one draw per call it matches.
 *
 * @example await faultAnswer({ name: 'fault', kind: 'html-502' }, async () => '{"statusCode":1}') // { kind: 'raw', status: 502, … }
 */
export async function faultAnswer(
  fault: FaultScenario,
  body: () => Promise<string>,
): Promise<FaultAnswer | undefined> {
  if (fault.kind !== 'random') return broken(fault.kind, fault, body)
  let next = draws.get(fault)
  if (!next) draws.set(fault, (next = seededRandom(fault.seed ?? 1)))
  return next() < (fault.probability ?? 0.5)
    ? broken(fault.fails_as ?? 'html-502', fault, body)
    : undefined
}
