import { describe, expect, it } from 'vitest'
import { parseStateStream, stateJsonChunks, StateTooLarge, utf8Bytes } from './state-json.ts'

async function* bytesOf(text: string, size: number) {
  const bytes = new TextEncoder().encode(text)
  for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size)
}

describe('a state as JSON in chunks', () => {
  it.each([
    ['ascii', 'abc', 3],
    ['peso and euro signs', '₱€', 6],
    ['Chinese', '中文', 6],
    ['an emoji (a surrogate pair)', '🎰', 4],
  ])('counts the UTF-8 bytes of %s as an encoder does', (_name, text, want) => {
    expect(utf8Bytes(text)).toBe(want)
    expect(new TextEncoder().encode(text).length).toBe(want)
  })

  it('parses chunks cut anywhere, inside a multi-byte character too', async () => {
    const state = {
      site: '娱乐场 ₱',
      players: [{ id: 1 }, { id: 2 }],
      text: 'a "quoted" ] bracket',
    }
    expect(await parseStateStream(bytesOf(JSON.stringify(state), 3), 1e6)).toEqual(state)
  })

  it('writes what it reads back, and refuses to write past the cap', () => {
    const state = { rows: Array.from({ length: 1_000 }, (_, i) => ({ i, name: `行 ${i}` })) }
    const chunks = stateJsonChunks(state, 1e6)
    expect(JSON.parse(chunks.join(''))).toEqual(state)
    expect(() => stateJsonChunks(state, 1_000)).toThrow(StateTooLarge)
    expect(() => stateJsonChunks(state, 1_000)).toThrow(/state cap of 0.000954 MB/)
  })

  it('stops reading at the cap, whatever the stream still holds', async () => {
    await expect(parseStateStream(bytesOf(`["${'x'.repeat(5_000)}"]`, 100), 1_000)).rejects.toThrow(
      StateTooLarge,
    )
  })
})
