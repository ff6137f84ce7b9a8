import { describe, expect, it } from 'vitest'
import { themeCodes } from '@playfront/contract/themes'
import {
  behaviourFlowNames,
  buildMatrix,
  chosenCells,
  saferPlayFlowNames,
  guestRules,
  locales,
  type MatrixSelection,
} from './matrix.ts'

const everything: MatrixSelection = {
  templates: themeCodes,
  locales,
  flows: behaviourFlowNames,
  colours: 'seeded',
}

describe('buildMatrix', () => {
  const rows: [
    string,
    { given: Partial<MatrixSelection>; want: { count: number; first: string; last: string } },
  ][] = [
    [
      'the whole matrix: 15 templates x 3 locales x every flow',
      {
        given: {},
        want: {
          count: 45 * behaviourFlowNames.length,
          first: 'casino1.en.startup',
          last: 'sportsbook1.zh.fault-random',
        },
      },
    ],
    [
      'one flow',
      {
        given: { flows: ['login'] },
        want: { count: 45, first: 'casino1.en.login', last: 'sportsbook1.zh.login' },
      },
    ],
    [
      'every colour',
      {
        given: { colours: 'all', flows: ['startup'] },
        want: {
          count: 225,
          first: 'casino1.gold.en.startup',
          last: 'sportsbook1.arena.zh.startup',
        },
      },
    ],
    [
      'the README slice',
      {
        given: {
          templates: ['sportsbook1', 'casino1', 'slot2'],
          flows: ['not-found', 'startup', 'login', 'guest-redirect'],
        },
        want: { count: 36, first: 'casino1.en.startup', last: 'sportsbook1.zh.not-found' },
      },
    ],
    [
      'the visual cells of one screen',
      {
        given: { templates: ['casino1', 'slot2'], flows: ['visual-home'], colours: 'all' },
        want: {
          count: 30,
          first: 'casino1.gold.en.visual-home',
          last: 'slot2.bell.zh.visual-home',
        },
      },
    ],
    [
      'the safer-play flows of one template, in the order a cell runs them',
      {
        given: { templates: ['slot2'], flows: [...saferPlayFlowNames].reverse() },
        want: { count: 15, first: 'slot2.en.deposit-limit', last: 'slot2.zh.identity-withdrawal' },
      },
    ],
    [
      'a subset of locales keeps their order',
      {
        given: { templates: ['slot2'], locales: ['zh', 'en'], flows: ['startup'] },
        want: { count: 2, first: 'slot2.en.startup', last: 'slot2.zh.startup' },
      },
    ],
  ]
  it.each(rows)('%s', (_name, { given, want }) => {
    const cells = buildMatrix({ ...everything, ...given })
    expect(cells).toHaveLength(want.count)
    expect(cells[0]!.id).toBe(want.first)
    expect(cells.at(-1)!.id).toBe(want.last)
    expect(new Set(cells.map((c) => c.id)).size).toBe(cells.length)
  })

  it('keeps the flows of one template and locale together', () => {
    const cells = buildMatrix(everything)
    const groups = cells.map((c) => `${c.template}.${c.locale}`)
    const changes = groups.filter((g, i) => i > 0 && g !== groups[i - 1]).length
    expect(changes).toBe(44)
  })
})

describe('chosenCells', () => {
  it('is the whole selection with no only, and with one the chosen cells in the matrix order', () => {
    expect(chosenCells(everything)).toEqual(buildMatrix(everything))
    const only = ['slot2.zh.login', 'casino1.en.startup', 'not.a.cell']
    expect(chosenCells({ ...everything, only }).map((cell) => cell.id)).toEqual([
      'casino1.en.startup',
      'slot2.zh.login',
    ])
  })
})

describe('guestRules', () => {
  const rows: [string, { want: string }][] = [
    ['slot2', { want: '/ login' }],
    ['slot4', { want: '/ login' }],
    ['sportsbook1', { want: '/ login' }],
    ['slot5', { want: '/ sign-in' }],
    ['casino1', { want: '/login' }],
    ['slot1', { want: '/login' }],
    ['slot7', { want: '/login' }],
  ]
  it.each(rows)('%s sends a guest to %j', (template, { want }) => {
    const rule = guestRules[template as keyof typeof guestRules]
    expect(rule.kind === 'modal' ? `${rule.path} ${rule.modal}` : rule.path).toBe(want)
    if (rule.kind === 'modal') expect(rule.delayMs).toBe(1000)
  })
})
