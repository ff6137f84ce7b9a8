import { createClock, type MockClock } from './clock.ts'
import {
  createTables,
  mockStateSchema,
  tableNames,
  type MockState,
  type TableName,
  type Tables,
} from './db/database.ts'
import { stateVersion } from './db/state-migration.ts'
import type { Scenario } from './models/scenario.ts'
import type { Tenant } from './models/tenant.ts'
import { loadableSeed } from './seed/seed.ts'
import { defaultMaxStateBytes } from './persistence/state-json.ts'

/** Options of {@link createMockBackend}. */
export interface MockBackendOptions {
  /** Session lifetime in ms of the mock clock, counted from the last call. Default 30 minutes. */
  sessionLifetimeMs?: number
  /** One-time code (tac) lifetime in ms of the mock clock. Default 5 minutes. */
  tacLifetimeMs?: number
  /** A state to start from instead of the seed (e.g. a loaded state file). */
  initialState?: MockState
  /** A pending deposit is approved after this many ms of the mock clock; null = only by the control API. Default 30 s. */
  depositApprovalMs?: number | null
  /** The cap on the state as JSON, saved or loaded (persistence/state-json.ts). Default 256 MB. */
  maxStateBytes?: number
}

/** The stateful mock backend: collections, clock and scenarios. */
export interface MockBackend {
  readonly tables: Tables
  readonly clock: MockClock
  readonly sessionLifetimeMs: number
  readonly tacLifetimeMs: number
  /** The cap on the state as JSON, in bytes, both ways: what `GET /__mock/state` writes, `PUT` takes. */
  readonly maxStateBytes: number
  /** Mock-clock ms after which a pending deposit approves itself (null = never); the control API changes it. */
  depositApprovalMs: number | null
  /** Active scenarios, in the order they were added. */
  scenarios: Scenario[]
  /** Resolves once the seed (or initial state) is loaded; handlers await it. */
  ready(): Promise<void>
  /** True once loaded, so the hot path can skip awaiting. */
  readonly isReady: boolean
  /** Back to the seed: data, clock and scenarios. */
  reset(): Promise<void>
  /** The whole state as plain JSON. */
  snapshot(): MockState
  /** Replaces the whole state; rejects (leaving the state unchanged) when it is invalid. */
  load(state: unknown): Promise<void>
  /** The tenant for a host name (its domain_name or an alias), if any. */
  tenantByHost(host: string): Tenant | undefined
  /** Rebuilds the host index after a tenant changed. */
  reindexTenants(): void
  /** A fresh id for tables keyed by a number (tacs, inbox, ad visits …). */
  nextId(table: 'tacs' | 'inbox' | 'ad_visits'): number
}

/**
 * Creates the mock backend, loaded with the deterministic seed (or `initialState`).
 *
 * @example
 * const backend = createMockBackend({ sessionLifetimeMs: 60_000 })
 * await backend.ready()
 * backend.tables.players.get('localhost|demo')?.game_balance
 */
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const tables = createTables()
  const clock = createClock()
  const hosts = new Map<string, Tenant>()
  let loading: Promise<void> = Promise.resolve()
  /** True while the tables hold what the last reset loaded from the seed, bar the changes since. */
  let seeded = false

  /** Runs a load after the ones before it; ready() waits for it. */
  const inTurn = (run: () => Promise<void>): Promise<void> => {
    const result = loading.then(run)
    loading = result.catch(() => undefined)
    return result
  }

  /**
   * Puts a validated state in place, but for the tables `keep` names, which already hold their
   * part of it. Each other table fills a fresh collection aside; until all are in place, calls
   * wait on ready() instead, and then every table takes its new collection in one step.
   */
  const install = async (state: MockState, keep: (name: TableName) => boolean) => {
    ;(backend as { isReady: boolean }).isReady = false
    const staged: { commit(): void }[] = []
    let kept = tableNames.filter(keep)
    const stage = async (name: TableName) =>
      staged.push(await tables[name].stageLoad(state[name] as never[]))
    for (const name of tableNames) if (!kept.includes(name)) await stage(name)
    // A kept table written while the others filled is loaded too, before any is put in place.
    const changedSince = () =>
      staged.length ? kept.filter((name) => !tables[name].unwrittenSinceLoad()) : []
    for (let changed = changedSince(); changed.length;) {
      kept = kept.filter((name) => !changed.includes(name))
      for (const name of changed) await stage(name)
      changed = changedSince()
    }
    for (const table of staged) table.commit()
    for (const name of kept) tables[name].rewindSerial()
    clock.setOffset(state.clock_offset_ms)
    backend.scenarios = structuredClone(state.scenarios)
    backend.reindexTenants()
    ;(backend as { isReady: boolean }).isReady = true
  }

  const backend: MockBackend = {
    tables,
    clock,
    sessionLifetimeMs: options.sessionLifetimeMs ?? 30 * 60_000,
    tacLifetimeMs: options.tacLifetimeMs ?? 5 * 60_000,
    maxStateBytes: options.maxStateBytes ?? defaultMaxStateBytes,
    depositApprovalMs: options.depositApprovalMs === undefined ? 30_000 : options.depositApprovalMs,
    scenarios: [],
    isReady: false,
    ready: () => loading,
    reset() {
      backend.depositApprovalMs =
        options.depositApprovalMs === undefined ? 30_000 : options.depositApprovalMs
      return inTurn(async () => {
        const seed = await loadableSeed()
        // A table that still holds just the seed's records stays as it is (decision 051).
        await install(seed.state, (name) => seeded && tables[name].holdsLoaded(seed.json[name]))
        seeded = true
      })
    },
    snapshot() {
      const state = {
        version: stateVersion,
        clock_offset_ms: clock.offset(),
        scenarios: structuredClone(backend.scenarios),
      } as MockState
      for (const name of tableNames) (state as Record<string, unknown>)[name] = tables[name].dump()
      return state
    },
    load(input) {
      return inTurn(async () => {
        await install(mockStateSchema.parse(await input), () => false)
        seeded = false
      })
    },
    tenantByHost: (host) => hosts.get(host.toLowerCase()),
    reindexTenants() {
      hosts.clear()
      for (const tenant of tables.tenants.all()) {
        hosts.set(tenant.domain_name.toLowerCase(), tenant)
        for (const alias of tenant.aliases) hosts.set(alias.toLowerCase(), tenant)
      }
    },
    nextId: (table) => tables[table].nextSerial(),
  }
  void (options.initialState ? backend.load(options.initialState) : backend.reset())
  return backend
}
