import type { z } from 'zod'

/** Lookups a table keeps besides its key (docs/decisions/030-tables-that-hold-a-week.md). */
export interface TableOptions<R> {
  /**
   * The group a record belongs to, usually its owner (`domain|account`), so that "the rows of
   * this player" is a lookup of that player's rows, not a scan of everyone's.
   */
  groupOf?: (record: R) => string
  /** The growing integer id of a record, so that {@link Table.nextSerial} needs no scan. */
  serialOf?: (record: R) => number
}

/**
 * A table of the mock database: records validated by their zod schema, kept in a Map by key
 * (insertion order), with an optional group index and serial counter. Every write goes through
 * here, so the indexes always point at the current record. A lookup by key or group costs the
 * same with 100 rows or 100,000, and so does a write.
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
  readonly #rows = new Map<string, z.output<S>>()
  readonly #groups = new Map<string, { rows: Map<string, z.output<S>>; lastKey?: string }>()
  #highestSerial = 0
  #revision = 0

  constructor(
    schema: S,
    keyOf: (record: z.output<S>) => string,
    options: TableOptions<z.output<S>> = {},
  ) {
    this.#schema = schema
    this.#keyOf = keyOf
    this.#options = options
  }

  /** The record with this key, if any. */
  get(key: string): z.output<S> | undefined {
    return this.#rows.get(key)
  }

  /** Every record, in insertion order (a copy of the list: O(n), so not for hot paths). */
  all(): z.output<S>[] {
    return [...this.#rows.values()]
  }

  /** The record inserted first (the oldest still stored), if any. */
  first(): z.output<S> | undefined {
    return this.#rows.values().next().value
  }

  /** The records of one group (see `groupOf`), in insertion order. */
  inGroup(group: string): z.output<S>[] {
    const rows = this.#groups.get(group)?.rows
    return rows ? [...rows.values()] : []
  }

  /** How many records one group holds. */
  countInGroup(group: string): number {
    return this.#groups.get(group)?.rows.size ?? 0
  }

  /** The record of a group inserted last, if any. */
  lastInGroup(group: string): z.output<S> | undefined {
    const entry = this.#groups.get(group)
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
    return this.#rows.size
  }

  /** Validates and stores a record (replacing one with the same key, which moves to the end). */
  async insert(value: z.input<S>): Promise<z.output<S>> {
    const record = this.#schema.parse(value) as z.output<S>
    const key = this.#keyOf(record)
    if (this.#rows.has(key)) this.delete(key)
    this.#add(key, record)
    this.#revision += 1
    return record
  }

  /** Applies `change` to a copy of the record with this key and stores the copy once it validates. */
  async update(
    key: string,
    change: (draft: z.output<S>) => void,
  ): Promise<z.output<S> | undefined> {
    const current = this.#rows.get(key)
    if (!current) return undefined
    const draft = structuredClone(current)
    change(draft)
    const next = this.#schema.parse(draft) as z.output<S>
    const before = this.#groupKeyOf(current)
    const after = this.#groupKeyOf(next)
    this.#rows.set(key, next)
    if (before !== after) {
      this.#leaveGroup(before, key)
      this.#joinGroup(after, key, next)
    } else if (after !== undefined) this.#groups.get(after)!.rows.set(key, next)
    this.#noteSerial(next)
    this.#revision += 1
    return next
  }

  /**
   * Applies `change` to the record with this key, or inserts `fresh()` when there is none; a
   * fresh record under another key is a bug of the caller and throws.
   *
   * @example
   * await checks.upsert(key, () => ({ ...owner, minutes }), (draft) => { draft.minutes = minutes })
   */
  async upsert(
    key: string,
    fresh: () => z.input<S>,
    change: (draft: z.output<S>) => void,
  ): Promise<z.output<S>> {
    if (this.#rows.has(key)) return (await this.update(key, change))!
    const value = fresh()
    const freshKey = this.#keyOf(value as z.output<S>)
    if (freshKey !== key) throw new Error(`upsert: the new record's key is ${freshKey}, not ${key}`)
    return this.insert(value)
  }

  /** Removes the record with this key. */
  delete(key: string): void {
    const current = this.#rows.get(key)
    if (!current) return
    this.#rows.delete(key)
    this.#leaveGroup(this.#groupKeyOf(current), key)
    this.#revision += 1
  }

  /** Removes every record matching `predicate` (one pass, whatever the count); returns how many. */
  deleteWhere(predicate: (record: z.output<S>) => boolean): number {
    let removed = 0
    for (const [key, record] of this.#rows) {
      if (!predicate(record)) continue
      this.#rows.delete(key)
      this.#leaveGroup(this.#groupKeyOf(record), key)
      removed += 1
    }
    if (removed > 0) this.#revision += 1
    return removed
  }

  /** Replaces the whole content, validating each value. */
  async replaceAll(values: readonly z.input<S>[]): Promise<void> {
    this.loadValidated(values.map((value) => this.#schema.parse(value) as z.output<S>))
  }

  /**
   * Replaces the whole content with records already validated by this table's schema (a state
   * parsed whole by `mockStateSchema`), so a large state is not validated twice.
   */
  loadValidated(records: readonly z.output<S>[]): void {
    this.#rows.clear()
    this.#groups.clear()
    this.#highestSerial = 0
    for (const record of records) {
      const key = this.#keyOf(record)
      if (this.#rows.has(key)) this.#leaveGroup(this.#groupKeyOf(this.#rows.get(key)!), key)
      this.#rows.delete(key)
      this.#add(key, record)
    }
    this.#revision += 1
  }

  /** Plain JSON copies of every record. */
  dump(): z.output<S>[] {
    return structuredClone(this.all())
  }

  #add(key: string, record: z.output<S>): void {
    this.#rows.set(key, record)
    this.#joinGroup(this.#groupKeyOf(record), key, record)
    this.#noteSerial(record)
  }

  #noteSerial(record: z.output<S>): void {
    const serial = this.#options.serialOf?.(record)
    if (serial !== undefined && serial > this.#highestSerial) this.#highestSerial = serial
  }

  #groupKeyOf(record: z.output<S>): string | undefined {
    return this.#options.groupOf?.(record)
  }

  #joinGroup(group: string | undefined, key: string, record: z.output<S>): void {
    if (group === undefined) return
    let entry = this.#groups.get(group)
    if (!entry) this.#groups.set(group, (entry = { rows: new Map() }))
    entry.rows.set(key, record)
    entry.lastKey = key
  }

  #leaveGroup(group: string | undefined, key: string): void {
    if (group === undefined) return
    const entry = this.#groups.get(group)
    if (!entry) return
    entry.rows.delete(key)
    if (entry.rows.size === 0) this.#groups.delete(group)
    else if (entry.lastKey === key) {
      // Rows are seldom deleted from the end of a group (a sweep, a replaced document): walk it.
      let last: string | undefined
      for (const k of entry.rows.keys()) last = k
      entry.lastKey = last
    }
  }
}
