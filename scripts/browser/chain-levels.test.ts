import { describe, expect, it } from 'vitest'
import { chainLevels, deepest, type TimedRequest } from './chain-levels.ts'

const html = { end: 100 }
const request = (name: string, start: number, end: number): TimedRequest => ({ name, start, end })

const rows: [string, { given: TimedRequest[]; want: Record<string, number> }][] = [
  [
    'what the HTML starts while it streams is level 1',
    { given: [request('a.js', 50, 300)], want: { 'a.js': 1 } },
  ],
  [
    'what starts after the HTML but before any answer is level 1',
    {
      given: [request('a.js', 120, 300), request('b.json', 130, 280)],
      want: { 'a.js': 1, 'b.json': 1 },
    },
  ],
  [
    'a request started after an answer is one level deeper',
    {
      given: [request('a.js', 120, 300), request('c.json', 310, 500)],
      want: { 'a.js': 1, 'c.json': 2 },
    },
  ],
  [
    'the deepest finished request counts, not the latest',
    {
      given: [
        request('a.js', 120, 300),
        request('b.js', 310, 500),
        request('slow.css', 110, 600),
        request('d.json', 610, 700),
      ],
      want: { 'a.js': 1, 'b.js': 2, 'slow.css': 1, 'd.json': 3 },
    },
  ],
  [
    'a request still waiting on nothing stays level 1 however late',
    { given: [request('late.js', 90, 900)], want: { 'late.js': 1 } },
  ],
  [
    'seven waits one after another are seven levels',
    {
      given: [1, 2, 3, 4, 5, 6, 7].map((n) => request(`r${n}`, 100 * n + 10, 100 * n + 100)),
      want: { r1: 1, r2: 2, r3: 3, r4: 4, r5: 5, r6: 6, r7: 7 },
    },
  ],
]

describe('chainLevels', () => {
  it.each(rows)('%s', (_name, { given, want }) => {
    const levels = Object.fromEntries(
      chainLevels(html, given).map((entry) => [entry.name, entry.level]),
    )
    expect(levels).toEqual(want)
  })

  it('gives the deepest level of a path, 0 for none', () => {
    expect(deepest(chainLevels(html, [request('a', 120, 200), request('b', 210, 300)]))).toBe(2)
    expect(deepest([])).toBe(0)
  })
})
