import { Collection } from '@msw/data'
import { defineExtension } from '@msw/data/extensions'
import type { z } from 'zod'

/** Lookups a table keeps besides its key (docs/decisions/050-tables-are-msw-data-collections.md). */
export interface TableOptions<R> {
  /**
   * The group a record belongs to, usually its owner (`domain|account`), so that "the rows of
   * this player" is a lookup of that player's rows, not a scan of everyone's.
   */
  groupOf?: (record: R) => string
  /** The growing integer id of a record, so that {@link Table.nextSerial} needs no scan. */
  serialOf?: (record: R) => number
}

/** The records of one group, in the order they were written, and the key of the last. */
interface Group<R> {
  rows: Map<string, R>
  lastKey?: string
}

/** The collection a table keeps its records in (its schema: the table's zod schema). */
type StoredSchema<S extends z.ZodType<object>> = Pick<S, '~standard'>

/**
 * One @msw/data collection and the indexes beside it, made and dropped together: a table empties
 * itself or loads a state by swapping in a fresh store.
 */
interface Store<S extends z.ZodType<object>> {
  collection: Collection<StoredSchema<S>>
  byKey: Map<string, z.output<S>>
  groups: Map<string, Group<z.output<S>>>
  /**
   * While true the collection takes a record as it is, without validating it again: only while
   * a table is filled with records its schema has already validated (a state parsed whole by
   * `mockStateSchema`, the survivors of a rebuild), into a store nobody else sees yet.
   */
  trusting: boolean
}

/**
 * Above this ratio of (records deleted × records held) to records kept, {@link Table.deleteMany}
 * refills a fresh collection with the records kept instead of deleting one at a time: the
 * collection finds each record to delete by a scan, so deleting k of n costs about k·n steps,
 * and creating a record costs about as much as a scan of 5,000.
 */
const rebuildRatio = 5_000

/**
 * A table of the mock database: an @msw/data collection of records validated by their zod
 * schema, with a Map index by key and an optional group index and serial counter around it, so
 * that a lookup by key or group costs the same with 100 rows or 100,000. Query the collection for
 * anything else (`table.findMany((q) => q.where({ … }), { orderBy })`).
 *
 * The indexes follow the collection: its `delete` hook drops a record from them whatever deleted
 * it (the table, or a `deleteMany` query on the collection), and a created or updated record is
 * indexed as soon as the collection hands it back (its `create` and `update` hooks see the record
 * before it is stored). Inserts and updates of a table run one after another: the collection's
 * update is asynchronous, and two updates of one record side by side would lose one.
 *
 * @example
 * const ledger = new Table(ledgerEntrySchema, (e) => String(e.entry_id), {
 *   groupOf: (e) => `${e.domain_name}|${e.account_id}`,
 *   serialOf: (e) => e.entry_id,
 * })
 * await ledger.insert({ entry_id: ledger.nextSerial(), … })
 * ledger.lastInGroup('localhost|demo')?.balance_minor
 */
export class Table<S extends z.ZodType<object>> {
  readonly #schema: S
  readonly #keyOf: (record: z.output<S>) => string
  readonly #options: TableOptions<z.output<S>>
  #store: Store<S>
  #writes: Promise<unknown> = Promise.resolve()
  /** Writes queued or running: a reset reloads a table with one under way (see holdsLoaded). */
  #pending = 0
  #highestSerial = 0
  #revision = 0
  /** The revision and serial right after the last load: see {@link holdsLoaded}. */
  #loaded: { revision: number; serial: number } | undefined

  constructor(
    schema: S,
    keyOf: (record: z.output<S>) => string,
    options: TableOptions<z.output<S>> = {},
  ) {
    this.#schema = schema
    this.#keyOf = keyOf
    this.#options = options
    this.#store = this.#createStore()
  }

  /** The @msw/data collection holding the records now (a table swaps it on clear and load). */
  get collection(): Collection<StoredSchema<S>> {
    return this.#store.collection
  }

  /**
   * The records matching a query of the collection, e.g.
   * `games.findMany((q) => q.where({ is_hot: true }), { orderBy: { rank: 'asc' } })`.
   */
  findMany(...query: Parameters<Collection<StoredSchema<S>>['findMany']>): z.output<S>[] {
    return this.#store.collection.findMany(...query) as z.output<S>[]
  }

  /** The record with this key, if any. */
  get(key: string): z.output<S> | undefined {
    return this.#store.byKey.get(key)
  }

  /** Every record, in insertion order (a copy of the list: O(n), so not for hot paths). */
  all(): z.output<S>[] {
    return this.#store.collection.all().slice() as z.output<S>[]
  }

  /** The record inserted first (the oldest still stored), if any. */
  first(): z.output<S> | undefined {
    return this.#store.collection.findFirst() as z.output<S> | undefined
  }

  /** The records of one group (see `groupOf`), in insertion order. */
  inGroup(group: string): z.output<S>[] {
    const rows = this.#store.groups.get(group)?.rows
    return rows ? [...rows.values()] : []
  }

  /** How many records one group holds. */
  countInGroup(group: string): number {
    return this.#store.groups.get(group)?.rows.size ?? 0
  }

  /** The record of a group inserted last, if any. */
  lastInGroup(group: string): z.output<S> | undefined {
    const entry = this.#store.groups.get(group)
    return entry?.lastKey === undefined ? undefined : entry.rows.get(entry.lastKey)
  }

  /**
   * A fresh serial, reserved at once: one more than the highest stored or handed out since the
   * last load (see `serialOf`), so two calls that insert later never get the same one.
   */
  nextSerial(): number {
    this.#highestSerial += 1
    return this.#highestSerial
  }

  /** Grows on every write, so a watcher can tell that the table changed without reading it. */
  get revision(): number {
    return this.#revision
  }

  /** Number of records. */
  get size(): number {
    return this.#store.byKey.size
  }

  /** Validates and stores a record (replacing one with the same key, which moves to the end). */
  insert(value: z.input<S>): Promise<z.output<S>> {
    return this.#oneAtATime(() => this.#insert(value))
  }

  /**
   * Applies `change` to a draft of the record with this key and stores the result once it
   * validates; resolves to undefined when there is no such record (or it was deleted meanwhile).
   * The change must keep the record's key.
   */
  update(key: string, change: (draft: z.output<S>) => void): Promise<z.output<S> | undefined> {
    return this.#oneAtATime(() => this.#update(key, change))
  }

  /**
   * Applies `change` to the record with this key, or inserts `fresh()` when there is none; a
   * fresh record under another key is a bug of the caller and throws.
   *
   * @example
   * await checks.upsert(key, () => ({ ...owner, minutes }), (draft) => { draft.minutes = minutes })
   */
  upsert(
    key: string,
    fresh: () => z.input<S>,
    change: (draft: z.output<S>) => void,
  ): Promise<z.output<S>> {
    return this.#oneAtATime(async () => {
      if (this.#store.byKey.has(key)) return (await this.#update(key, change))!
      const value = fresh()
      const freshKey = this.#keyOf(value as z.output<S>)
      if (freshKey !== key)
        throw new Error(`upsert: the new record's key is ${freshKey}, not ${key}`)
      return this.#insert(value)
    })
  }

  /** Removes the record with this key (the collection's delete hook updates the indexes). */
  delete(key: string): void {
    const store = this.#store
    const record = store.byKey.get(key)
    if (record) store.collection.delete(record as never)
  }

  /**
   * Removes every record matching `predicate`, one at a time through the collection (each
   * delete scans it), or all at once when every record goes; returns how many. For a sweep of
   * a large table, {@link deleteMany}.
   */
  deleteWhere(predicate: (record: z.output<S>) => boolean): number {
    const store = this.#store
    const doomed = [...store.byKey.values()].filter(predicate)
    if (doomed.length === store.byKey.size && doomed.length > 0) this.clear()
    else for (const record of doomed) store.collection.delete(record as never)
    return doomed.length
  }

  /**
   * Removes every record matching `predicate`, as {@link deleteWhere}, but when many go from a
   * large table it fills a fresh collection with the records that stay rather than deleting the
   * others one scan at a time (100,000 sessions expiring at once); resolves to how many went.
   * Runs in turn with the table's inserts and updates; a record deleted meanwhile stays deleted.
   */
  deleteMany(predicate: (record: z.output<S>) => boolean): Promise<number> {
    return this.#oneAtATime(async () => {
      const store = this.#store
      const doomed = new Set([...store.byKey.values()].filter(predicate))
      const kept = store.byKey.size - doomed.size
      if (kept === 0 || doomed.size * store.byKey.size <= rebuildRatio * kept)
        return this.deleteWhere((record) => doomed.has(record))
      const fresh = this.#createStore()
      await this.#fill(
        fresh,
        [...store.byKey.values()].filter((record) => !doomed.has(record)),
      )
      // Cleared or loaded meanwhile: that stands. Deleted meanwhile: deleted here too.
      if (this.#store !== store) return doomed.size
      for (const [key, record] of fresh.byKey)
        if (!store.byKey.has(key)) fresh.collection.delete(record as never)
      this.#store = fresh
      this.#revision += 1
      return doomed.size
    })
  }

  /**
   * Removes every record at once by swapping in a fresh, empty collection. Not
   * `collection.clear()`: in @msw/data 1.1.7 it deletes while iterating its own list, so every
   * other record's delete hook never runs (and each delete scans the list again).
   */
  clear(): void {
    this.#store = this.#createStore()
    this.#revision += 1
  }

  /** Replaces the whole content, validating each value. */
  async replaceAll(values: readonly z.input<S>[]): Promise<void> {
    await this.loadValidated(values.map((value) => this.#schema.parse(value) as z.output<S>))
  }

  /**
   * Replaces the whole content with records already validated by this table's schema (a state
   * parsed whole by `mockStateSchema`), so a large state is not validated twice.
   */
  async loadValidated(records: readonly z.output<S>[]): Promise<void> {
    ;(await this.stageLoad(records)).commit()
  }

  /**
   * Fills a fresh collection with records already validated by this table's schema, and
   * answers how to put it in place: `commit()` swaps it in at once, so a state of many tables
   * loads all its tables in one step (the backend prepares every table, then commits each).
   */
  async stageLoad(records: readonly z.output<S>[]): Promise<{ commit(): void }> {
    const fresh = this.#createStore()
    await this.#fill(fresh, records)
    return {
      commit: () => {
        this.#store = fresh
        this.#highestSerial = 0
        for (const record of fresh.byKey.values()) this.#noteSerial(record)
        this.#revision += 1
        this.#loaded = { revision: this.#revision, serial: this.#highestSerial }
      },
    }
  }

  /**
   * True when the table holds just what its last load put there, `loadedJson` being those
   * records as JSON: nothing written through the table since (its revision), and no record
   * changed in place or added through the collection behind its back (the records' JSON), and
   * no write under way, which would land after the check. A reset leaves such a table as it is
   * rather than loading the same records again (decision 051).
   */
  holdsLoaded(loadedJson: string): boolean {
    return this.unwrittenSinceLoad() && JSON.stringify(this.#store.collection.all()) === loadedJson
  }

  /** Nothing written through the table since its last load, and no write under way. */
  unwrittenSinceLoad(): boolean {
    return this.#pending === 0 && this.#loaded?.revision === this.#revision
  }

  /**
   * Hands out the serials again that {@link nextSerial} reserved since the last load, as loading
   * the same records again would; for a table that {@link holdsLoaded}.
   */
  rewindSerial(): void {
    if (this.#loaded) this.#highestSerial = this.#loaded.serial
  }

  /** Plain JSON copies of every record. */
  dump(): z.output<S>[] {
    return structuredClone(this.all())
  }

  #oneAtATime<T>(write: () => Promise<T>): Promise<T> {
    this.#pending += 1
    const done = this.#writes.then(write).finally(() => (this.#pending -= 1))
    this.#writes = done.catch(() => undefined)
    return done
  }

  async #insert(value: z.input<S>): Promise<z.output<S>> {
    const store = this.#store
    // A plain copy: a stored record passed back in would carry the collection's own id with it.
    const record = (await store.collection.create({ ...(value as object) } as never)) as z.output<S>
    // Only once the new record is valid and stored does the one it replaces go.
    const replaced = store.byKey.get(this.#keyOf(record))
    if (replaced) store.collection.delete(replaced as never)
    this.#indexed(store, record)
    return record
  }

  async #update(
    key: string,
    change: (draft: z.output<S>) => void,
  ): Promise<z.output<S> | undefined> {
    const store = this.#store
    const current = store.byKey.get(key)
    if (!current) return undefined
    let next: z.output<S>
    try {
      next = (await store.collection.update(current as never, {
        data: change as never,
      })) as z.output<S>
    } catch (error) {
      // Deleted while the update ran (a delete does not wait its turn): nothing to update.
      if (store.byKey.get(key) !== current) return undefined
      throw error
    }
    const before = this.#groupKeyOf(current)
    const after = this.#groupKeyOf(next)
    store.byKey.set(key, next)
    if (before !== after) {
      this.#leaveGroup(store, before, key)
      this.#joinGroup(store, after, key, next)
    } else if (after !== undefined) store.groups.get(after)!.rows.set(key, next)
    this.#noteSerial(next)
    this.#revision += 1
    return next
  }

  /** Creates the records in a store nobody sees yet, trusting them: they are validated already. */
  async #fill(store: Store<S>, records: readonly z.output<S>[]): Promise<void> {
    store.trusting = true
    try {
      for (const record of records)
        this.#indexed(store, (await store.collection.create({ ...record } as never)) as z.output<S>)
    } finally {
      store.trusting = false
    }
  }

  #createStore(): Store<S> {
    const schema = this.#schema
    const store = { byKey: new Map(), groups: new Map(), trusting: false } as Store<S>
    const standard = schema['~standard']
    const stored = {
      '~standard': {
        version: 1,
        vendor: standard.vendor,
        validate: (value: unknown) => (store.trusting ? { value } : standard.validate(value)),
      },
    } as StoredSchema<S>
    const indexes = defineExtension({
      name: 'playfront-table-indexes',
      extend: (collection) => {
        collection.hooks.on('delete', (event) => this.#unindexed(store, event.data.deletedRecord))
      },
    })
    store.collection = new Collection({ schema: stored, extensions: [indexes] })
    return store
  }

  #indexed(store: Store<S>, record: z.output<S>): void {
    const key = this.#keyOf(record)
    store.byKey.set(key, record)
    this.#joinGroup(store, this.#groupKeyOf(record), key, record)
    this.#noteSerial(record)
    this.#revision += 1
  }

  #unindexed(store: Store<S>, deleted: z.output<S>): void {
    const key = this.#keyOf(deleted)
    const current = store.byKey.get(key)
    if (!current) return
    store.byKey.delete(key)
    this.#leaveGroup(store, this.#groupKeyOf(current), key)
    this.#revision += 1
  }

  #noteSerial(record: z.output<S>): void {
    const serial = this.#options.serialOf?.(record)
    if (serial !== undefined && serial > this.#highestSerial) this.#highestSerial = serial
  }

  #groupKeyOf(record: z.output<S>): string | undefined {
    return this.#options.groupOf?.(record)
  }

  #joinGroup(store: Store<S>, group: string | undefined, key: string, record: z.output<S>): void {
    if (group === undefined) return
    let entry = store.groups.get(group)
    if (!entry) store.groups.set(group, (entry = { rows: new Map() }))
    entry.rows.set(key, record)
    entry.lastKey = key
  }

  #leaveGroup(store: Store<S>, group: string | undefined, key: string): void {
    if (group === undefined) return
    const entry = store.groups.get(group)
    if (!entry) return
    entry.rows.delete(key)
    if (entry.rows.size === 0) store.groups.delete(group)
    else if (entry.lastKey === key) {
      // Rows are seldom deleted from the end of a group (a sweep, a replaced document): walk it.
      let last: string | undefined
      for (const k of entry.rows.keys()) last = k
      entry.lastKey = last
    }
  }
}
