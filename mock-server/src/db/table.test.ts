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
