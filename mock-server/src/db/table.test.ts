import { Collection } from '@msw/data'
import { z } from 'zod'
import { describe, expect, it, vi } from 'vitest'
import { Table } from './table.ts'

const rowSchema = z.object({ id: z.string(), count: z.number().int(), note: z.string() })
const rows = () => new Table(rowSchema, (r) => r.id)

describe('Table.upsert', () => {
  it('inserts the fresh record when the key is new', async () => {
    const table = rows()
    const stored = await table.upsert(
      'a',
      () => ({ id: 'a', count: 1, note: 'first' }),
      (draft) => {
        draft.count += 1
      },
    )
    expect(stored).toEqual({ id: 'a', count: 1, note: 'first' })
    expect(table.size).toBe(1)
  })

  it('changes the stored record, keeping its other fields, when the key exists', async () => {
    const table = rows()
    await table.insert({ id: 'a', count: 1, note: 'kept' })
    const stored = await table.upsert(
      'a',
      () => ({ id: 'a', count: 0, note: 'fresh' }),
      (draft) => {
        draft.count += 1
      },
    )
    expect(stored).toEqual({ id: 'a', count: 2, note: 'kept' })
    expect(table.get('a')).toEqual(stored)
    expect(table.size).toBe(1)
  })

  it('refuses a fresh record filed under another key and stores nothing', async () => {
    const table = rows()
    await expect(
      table.upsert(
        'a',
        () => ({ id: 'b', count: 1, note: '' }),
        () => undefined,
      ),
    ).rejects.toThrow(/key is b, not a/)
    expect(table.size).toBe(0)
  })
})

describe('a table is an @msw/data collection', () => {
  it('holds its records in the collection, which its queries read', async () => {
    const table = rows()
    await table.insert({ id: 'a', count: 3, note: 'x' })
    await table.insert({ id: 'b', count: 1, note: 'y' })
    await table.insert({ id: 'c', count: 2, note: 'x' })
    expect(table.collection).toBeInstanceOf(Collection)
    expect(table.collection.count()).toBe(3)
    const xs = table.findMany((q) => q.where({ note: 'x' }), { orderBy: { count: 'asc' } })
    expect(xs.map((r) => r.id)).toEqual(['c', 'a'])
  })

  it('keeps one record per key: an insert under a stored key replaces it, at the end', async () => {
    const table = rows()
    await table.insert({ id: 'a', count: 1, note: 'old' })
    await table.insert({ id: 'b', count: 1, note: '' })
    await table.insert({ id: 'a', count: 2, note: 'new' })
    expect(table.collection.all().map((r) => `${r.id}:${r.note}`)).toEqual(['b:', 'a:new'])
    expect(table.get('a')?.note).toBe('new')
  })

  it('forgets a record deleted by a query of the collection (its delete hook)', async () => {
    const table = ledger()
    for (const [id, owner] of [
      [1, 'ana'],
      [2, 'ben'],
      [3, 'ana'],
    ] as const)
      await table.insert({ id, owner, amount: id })
    const gone = table.collection.deleteMany((q) => q.where({ owner: 'ana' }))
    expect(gone).toHaveLength(2)
    expect(table.get('1')).toBeUndefined()
    expect(table.get('3')).toBeUndefined()
    expect(table.countInGroup('ana')).toBe(0)
    expect(table.size).toBe(1)
  })

  it('runs two updates of one record in turn, so neither is lost', async () => {
    const table = rows()
    await table.insert({ id: 'a', count: 0, note: '' })
    await Promise.all(
      Array.from({ length: 10 }, () =>
        table.update('a', (draft) => {
          draft.count += 1
        }),
      ),
    )
    expect(table.get('a')?.count).toBe(10)
  })

  it('answers undefined for an update of a record deleted while it waited its turn', async () => {
    const table = rows()
    await table.insert({ id: 'a', count: 0, note: '' })
    const first = table.update('a', (draft) => {
      draft.count = 1
    })
    const second = table.update('a', (draft) => {
      draft.count = 2
    })
    table.delete('a')
    expect(await first).toBeUndefined()
    expect(await second).toBeUndefined()
    expect(table.size).toBe(0)
    expect(table.collection.count()).toBe(0)
  })
})

describe('Table.clear, around the clear() of @msw/data 1.1.7', () => {
  it('leaves nothing behind, neither in the collection nor in the indexes', async () => {
    const table = ledger()
    for (let id = 1; id <= 6; id += 1) await table.insert({ id, owner: 'ana', amount: id })
    table.clear()
    expect(table.size).toBe(0)
    expect(table.collection.count()).toBe(0)
    for (let id = 1; id <= 6; id += 1) expect(table.get(String(id))).toBeUndefined()
    expect(table.inGroup('ana')).toEqual([])
    await table.insert({ id: 7, owner: 'ana', amount: 7 })
    expect(table.inGroup('ana').map((e) => e.id)).toEqual([7])
  })

  it('empties the table when every record matches a delete, keeping the serials going', async () => {
    const table = ledger()
    for (let id = 1; id <= 5; id += 1) await table.insert({ id, owner: 'ana', amount: id })
    expect(table.deleteWhere(() => true)).toBe(5)
    expect([table.size, table.collection.count(), table.countInGroup('ana')]).toEqual([0, 0, 0])
    expect(table.nextSerial()).toBe(6)
  })

  // The reason Table.clear swaps in a fresh collection. When this fails, @msw/data's clear() runs
  // every delete hook, and Table.clear could use it again.
  it('is needed: collection.clear() skips the delete hook of every other record', async () => {
    const collection = new Collection({ schema: z.object({ id: z.number() }) })
    const seen: number[] = []
    collection.hooks.on('delete', (event) => void seen.push(event.data.deletedRecord.id))
    for (let id = 1; id <= 6; id += 1) await collection.create({ id })
    collection.clear()
    expect(collection.count()).toBe(0)
    expect(seen).toEqual([1, 3, 5])
  })
})

const entrySchema = z.object({ id: z.number().int(), owner: z.string(), amount: z.number() })
const ledger = () =>
  new Table(entrySchema, (e) => String(e.id), { groupOf: (e) => e.owner, serialOf: (e) => e.id })

describe('a table with a group index', () => {
  it("answers a player's rows in the order they were written, and the last of them", async () => {
    const table = ledger()
    await table.insert({ id: 1, owner: 'ana', amount: 10 })
    await table.insert({ id: 2, owner: 'ben', amount: 20 })
    await table.insert({ id: 3, owner: 'ana', amount: 30 })
    expect(table.inGroup('ana').map((e) => e.id)).toEqual([1, 3])
    expect(table.lastInGroup('ana')?.amount).toBe(30)
    expect(table.countInGroup('ben')).toBe(1)
    expect(table.inGroup('nobody')).toEqual([])
  })

  it('shows an updated row in its group, and forgets a deleted one', async () => {
    const table = ledger()
    await table.insert({ id: 1, owner: 'ana', amount: 10 })
    await table.insert({ id: 2, owner: 'ana', amount: 20 })
    await table.update('1', (draft) => {
      draft.amount = 11
    })
    expect(table.inGroup('ana').map((e) => e.amount)).toEqual([11, 20])
    table.delete('2')
    expect(table.lastInGroup('ana')?.id).toBe(1)
    expect(table.deleteWhere((e) => e.owner === 'ana')).toBe(1)
    expect(table.countInGroup('ana')).toBe(0)
    expect(table.size).toBe(0)
  })

  it('moves a row to its new group when an update changes its owner', async () => {
    const table = ledger()
    await table.insert({ id: 1, owner: 'ana', amount: 10 })
    await table.update('1', (draft) => {
      draft.owner = 'ben'
    })
    expect(table.countInGroup('ana')).toBe(0)
    expect(table.lastInGroup('ben')?.id).toBe(1)
  })

  it('never hands out a serial twice, even before the rows are written', async () => {
    const table = ledger()
    await table.loadValidated([{ id: 41, owner: 'ana', amount: 1 }])
    const first = table.nextSerial()
    const second = table.nextSerial()
    expect([first, second]).toEqual([42, 43])
    await table.insert({ id: second, owner: 'ana', amount: 2 })
    expect(table.nextSerial()).toBe(44)
  })

  it('refuses a row its schema refuses on insert and on update, and keeps the stored one', async () => {
    // @msw/data prints the schema's issues (the field and why) before it throws.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const table = ledger()
    await expect(table.insert({ id: 1.5, owner: 'ana', amount: 1 })).rejects.toThrow()
    await table.insert({ id: 1, owner: 'ana', amount: 1 })
    await expect(
      table.update('1', (draft) => {
        draft.amount = Number.NaN
      }),
    ).rejects.toThrow()
    await expect(table.insert({ id: 1, owner: 'ana', amount: Number.NaN })).rejects.toThrow()
    expect(table.get('1')?.amount).toBe(1)
    expect(table.collection.count()).toBe(1)
    expect(printed).toHaveBeenCalledWith([expect.objectContaining({ path: ['amount'] })])
    printed.mockRestore()
  })

  it('changes nothing until a staged load is committed, then everything at once', async () => {
    const table = ledger()
    await table.insert({ id: 1, owner: 'ana', amount: 1 })
    const staged = await table.stageLoad([
      { id: 5, owner: 'ben', amount: 5 },
      { id: 6, owner: 'ben', amount: 6 },
    ])
    expect(table.get('1')?.amount).toBe(1)
    expect(table.countInGroup('ben')).toBe(0)
    staged.commit()
    expect(table.get('1')).toBeUndefined()
    expect(table.inGroup('ben').map((e) => e.id)).toEqual([5, 6])
    expect(table.nextSerial()).toBe(7)
  })
})

describe('a table of 100,000 rows', () => {
  const ana = (length: number) =>
    Array.from({ length }, (_, i) => ({ id: i + 1, owner: 'ana', amount: i }))

  it('finds the last row of a player without a scan, and updates one of them', async () => {
    const table = ledger()
    await table.loadValidated(ana(100_000))
    expect(table.lastInGroup('ana')?.id).toBe(100_000)
    const before = table.get('50000')!
    await table.update('50000', (draft) => {
      draft.amount = -1
    })
    expect(before.amount).toBe(49_999)
    expect(table.get('50000')?.amount).toBe(-1)
    expect(table.countInGroup('ana')).toBe(100_000)
  })

  it('drops half its rows at once by filling a fresh collection with the other half', async () => {
    const table = ledger()
    await table.loadValidated(ana(100_000))
    const swapped = table.collection
    expect(await table.deleteMany((e) => e.id % 2 === 0)).toBe(50_000)
    expect(table.collection).not.toBe(swapped)
    expect(table.collection.count()).toBe(50_000)
    expect(table.lastInGroup('ana')?.id).toBe(99_999)
    expect(table.get('2')).toBeUndefined()
    expect(table.get('99999')?.amount).toBe(99_998)
    expect(table.nextSerial()).toBe(100_001)
  })

  // Microtasks only: the refill of 10,000 rows is far from done after 50 of them.
  const midway = async () => {
    for (let i = 0; i < 50; i += 1) await Promise.resolve()
  }

  it('keeps a row deleted, and a row inserted, while it drops many', async () => {
    const table = ledger()
    await table.loadValidated(ana(20_000))
    const before = table.collection
    const dropping = table.deleteMany((e) => e.id <= 10_000)
    await midway()
    expect(table.collection).toBe(before)
    table.delete('15000')
    const inserting = table.insert({ id: 20_001, owner: 'ana', amount: 0 })
    expect(await dropping).toBe(10_000)
    await inserting
    expect(table.get('15000')).toBeUndefined()
    expect(table.get('15001')?.amount).toBe(15_000)
    expect([table.size, table.collection.count()]).toEqual([10_000, 10_000])
    expect(table.lastInGroup('ana')?.id).toBe(20_001)
  })

  it('stays empty when cleared while it drops many', async () => {
    const table = ledger()
    await table.loadValidated(ana(20_000))
    const dropping = table.deleteMany((e) => e.id <= 10_000)
    await midway()
    table.clear()
    await dropping
    expect([table.size, table.collection.count()]).toEqual([0, 0])
  })
})

describe('a table that still holds what it loaded (holdsLoaded, for a reset)', () => {
  const loaded = [
    { id: 1, owner: 'ana', amount: 1 },
    { id: 2, owner: 'ben', amount: 2 },
  ]
  const json = JSON.stringify(loaded)

  it('holds it after the load, and until a write through the table', async () => {
    const table = ledger()
    expect(table.holdsLoaded(json)).toBe(false)
    await table.loadValidated(loaded)
    expect(table.holdsLoaded(json)).toBe(true)
    expect(table.holdsLoaded(JSON.stringify(loaded.slice(1)))).toBe(false)
    await table.update('1', (draft) => {
      draft.amount = 1
    })
    // Written, even to the same value: loaded again rather than trusted.
    expect(table.holdsLoaded(json)).toBe(false)
  })

  it('does not hold it once a record is changed in place, or added through the collection', async () => {
    const table = ledger()
    await table.loadValidated(loaded)
    table.get('2')!.amount = 20
    expect(table.holdsLoaded(json)).toBe(false)

    const other = ledger()
    await other.loadValidated(loaded)
    await other.collection.create({ id: 3, owner: 'ana', amount: 3 } as never)
    expect(other.holdsLoaded(json)).toBe(false)
  })

  it('does not hold it while a write waits its turn, which would land after the check', async () => {
    const table = ledger()
    await table.loadValidated(loaded)
    const insert = table.insert({ id: 3, owner: 'ana', amount: 3 })
    expect(table.holdsLoaded(json)).toBe(false)
    await insert
    expect(table.holdsLoaded(json)).toBe(false)
  })

  it('hands out the serials reserved since the load again once rewound, as a load would', async () => {
    const table = ledger()
    await table.loadValidated(loaded)
    expect([table.nextSerial(), table.nextSerial()]).toEqual([3, 4])
    expect(table.holdsLoaded(json)).toBe(true)
    table.rewindSerial()
    expect(table.nextSerial()).toBe(3)
  })
})
