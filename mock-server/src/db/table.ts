import { Collection } from '@msw/data'
import type { z } from 'zod'

/**
 * An @msw/data collection plus a Map index on one key, so that the hot paths (a session by
 * token, a player by tenant and account) are O(1) instead of a scan. Every write goes through
 * this class so that the index always points at the collection's current record.
 *
 * @example
 * const players = new Table(playerSchema, (p) => `${p.domain_name}|${p.account_id}`)
 * await players.insert(demo)
 * players.get('localhost|demo')?.game_balance
 */
export class Table<S extends z.ZodType<object>> {
  readonly collection: Collection<S>
  readonly #keyOf: (record: z.output<S>) => string
  readonly #index = new Map<string, z.output<S>>()
  #revision = 0

  constructor(schema: S, keyOf: (record: z.output<S>) => string) {
    this.collection = new Collection({ schema })
    this.#keyOf = keyOf
  }

  /** The record with this key, if any. */
  get(key: string): z.output<S> | undefined {
    return this.#index.get(key)
  }

  /** Every record, in insertion order. */
  all(): z.output<S>[] {
    return this.collection.all() as z.output<S>[]
  }

  /** Grows on every write, so a watcher can tell that the table changed without reading it. */
  get revision(): number {
    return this.#revision
  }

  /** Number of records. */
  get size(): number {
    return this.#index.size
  }

  /** Validates and stores a record (replacing one with the same key). */
  async insert(value: z.input<S>): Promise<z.output<S>> {
    const key = this.#keyOf(value as z.output<S>)
    if (this.#index.has(key)) this.delete(key)
    const record = (await this.collection.create(value)) as z.output<S>
    this.#index.set(key, record)
    this.#revision += 1
    return record
  }

  /** Applies `change` to the record with this key; resolves to the new record or undefined. */
  async update(
    key: string,
    change: (draft: z.output<S>) => void,
  ): Promise<z.output<S> | undefined> {
    const current = this.#index.get(key)
    if (!current) return undefined
    const next = (await this.collection.update(current as never, {
      data: change as never,
    })) as z.output<S>
    this.#index.set(key, next)
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
    if (this.#index.has(key)) return (await this.update(key, change))!
    const value = fresh()
    const freshKey = this.#keyOf(value as z.output<S>)
    if (freshKey !== key) throw new Error(`upsert: the new record's key is ${freshKey}, not ${key}`)
    return this.insert(value)
  }

  /** Removes the record with this key. */
  delete(key: string): void {
    const current = this.#index.get(key)
    if (!current) return
    this.collection.delete(current as never)
    this.#index.delete(key)
    this.#revision += 1
  }

  /** Removes every record matching `predicate`; returns how many. */
  deleteWhere(predicate: (record: z.output<S>) => boolean): number {
    const doomed = this.all().filter(predicate).map(this.#keyOf)
    for (const key of doomed) this.delete(key)
    return doomed.length
  }

  /** Replaces the whole content. */
  async replaceAll(values: readonly z.input<S>[]): Promise<void> {
    this.collection.clear()
    this.#index.clear()
    this.#revision += 1
    for (const value of values) await this.insert(value)
  }

  /** Plain JSON copies of every record. */
  dump(): z.output<S>[] {
    return structuredClone(this.all())
  }
}
