import type { Scenario } from '../models/scenario.ts'
import { first } from './match.ts'

type Drift = Extract<Scenario, { name: 'drift' }>

/** An answer in a shape the contract does not allow: JSON that drifted, or a raw HTTP error page. */
export type DriftedAnswer =
  | { kind: 'json'; body: object }
  | { kind: 'raw'; status: number; contentType: string; text: string }

const envelopeFields = new Set(['statusCode', 'statusMessage', 'statusDetail'])

// The field a drift bends: the one asked for, else the first field of the answer beyond the
// envelope (game_balance, token …), else statusMessage.
function targetField(body: Record<string, unknown>, asked: string | undefined): string | undefined {
  if (asked) return asked in body ? asked : undefined
  return (
    Object.keys(body).find((key) => !envelopeFields.has(key)) ??
    ('statusMessage' in body ? 'statusMessage' : undefined)
  )
}

// game_balance → gameBalance: the drift a backend most often makes.
const renamed = (field: string) =>
  field.includes('_')
    ? field.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase())
    : `${field}Value`

function retyped(value: unknown): unknown {
  if (typeof value === 'string') return value.length
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

const errorPage =
  '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>The server encountered an unexpected condition.</p></body></html>'

/**
 * Applies the first drift scenario that matches the path to an answer the mock built in the
 * contract's shape: `rename` renames a field (snake_case to camelCase), `drop` removes it,
 * `type` changes its type, `html-500` replaces the answer with an HTML error page and HTTP 500.
 * Without a matching drift the answer is returned unchanged.
 *
 * @example
 * applyDrift([{ name: 'drift', mode: 'rename' }], '/api/auth/get_balance', { statusCode: 1, game_balance: 10 })
 * // { kind: 'json', body: { statusCode: 1, gameBalance: 10 } }
 */
export function applyDrift(
  scenarios: readonly Scenario[],
  path: string,
  body: object,
): DriftedAnswer {
  const drift: Drift | undefined =
    scenarios.length > 0 ? first(scenarios, 'drift', { path }) : undefined
  if (!drift) return { kind: 'json', body }
  if (drift.mode === 'html-500')
    return { kind: 'raw', status: 500, contentType: 'text/html; charset=utf-8', text: errorPage }
  const copy = { ...(body as Record<string, unknown>) }
  const field = targetField(copy, drift.field)
  if (!field) return { kind: 'json', body: copy }
  const value = copy[field]
  if (drift.mode === 'type') copy[field] = retyped(value)
  else {
    delete copy[field]
    if (drift.mode === 'rename') copy[renamed(field)] = value
  }
  return { kind: 'json', body: copy }
}
