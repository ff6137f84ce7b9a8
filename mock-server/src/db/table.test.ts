import { z } from 'zod'
import { describe, expect, it } from 'vitest'
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

  it('never hands out a serial twice, even before the rows are written', async () => {
    const table = ledger()
    table.loadValidated([{ id: 41, owner: 'ana', amount: 1 }])
    const first = table.nextSerial()
    const second = table.nextSerial()
    expect([first, second]).toEqual([42, 43])
    await table.insert({ id: second, owner: 'ana', amount: 2 })
    expect(table.nextSerial()).toBe(44)
  })

  it('refuses a row its schema refuses on insert and on update, and keeps the stored one', async () => {
    const table = ledger()
    await expect(table.insert({ id: 1.5, owner: 'ana', amount: 1 })).rejects.toThrow()
    await table.insert({ id: 1, owner: 'ana', amount: 1 })
    await expect(
      table.update('1', (draft) => {
        draft.amount = Number.NaN
      }),
    ).rejects.toThrow()
    expect(table.get('1')?.amount).toBe(1)
  })

  it('holds 100,000 rows of one player and still finds the last one without a scan', async () => {
    const table = ledger()
    table.loadValidated(
      Array.from({ length: 100_000 }, (_, i) => ({ id: i + 1, owner: 'ana', amount: i })),
    )
    expect(table.lastInGroup('ana')?.id).toBe(100_000)
    const before = table.get('50000')!
    await table.update('50000', (draft) => {
      draft.amount = -1
    })
    expect(before.amount).toBe(49_999)
    expect(table.countInGroup('ana')).toBe(100_000)
    expect(table.deleteWhere((e) => e.id % 2 === 0)).toBe(50_000)
    expect(table.lastInGroup('ana')?.id).toBe(99_999)
  })
})
