import { describe, expect, it } from 'vitest'
import {
  emptySearch,
  historySearchParams,
  parseHistorySearch,
  type HistoryKind,
  type HistorySearch,
} from './history-search.ts'

describe('parseHistorySearch', () => {
  const rows: [string, { given: [string, HistoryKind]; want: HistorySearch }][] = [
    ['no query is no filter, page 1', { given: ['', 'bets'], want: emptySearch }],
    [
      'every filter of the bet history',
      {
        given: ['type=sportsbook&status=won&from=2025-06-01&to=2025-06-30&page=3', 'bets'],
        want: { type: 'sportsbook', status: 'won', from: '2025-06-01', to: '2025-06-30', page: 3 },
      },
    ],
    [
      'a statement type',
      {
        given: ['type=withdrawal_refund&status=held', 'statement'],
        want: { ...emptySearch, type: 'withdrawal_refund', status: 'held' },
      },
    ],
    [
      'a transaction status',
      {
        given: ['type=deposit&status=pending', 'transactions'],
        want: { ...emptySearch, type: 'deposit', status: 'pending' },
      },
    ],
    [
      'a type of another history is dropped',
      { given: ['type=bonus', 'transactions'], want: emptySearch },
    ],
    ['an unknown status is dropped', { given: ['status=paid', 'bets'], want: emptySearch }],
    [
      'a day that does not exist is dropped',
      { given: ['from=2025-02-30', 'statement'], want: emptySearch },
    ],
    [
      'a date in another format is dropped',
      { given: ['to=06/30/2025', 'statement'], want: emptySearch },
    ],
    [
      'dates the wrong way round are swapped',
      {
        given: ['from=2025-06-30&to=2025-06-01', 'bets'],
        want: { ...emptySearch, from: '2025-06-01', to: '2025-06-30' },
      },
    ],
    ['page 0 is page 1', { given: ['page=0', 'bets'], want: emptySearch }],
    ['a fractional page is page 1', { given: ['page=2.5', 'bets'], want: emptySearch }],
    ['a page that is not a number is page 1', { given: ['page=two', 'bets'], want: emptySearch }],
  ]
  it.each(rows)('%s', (_, { given: [query, kind], want }) => {
    expect(parseHistorySearch(new URLSearchParams(query), kind)).toEqual(want)
  })
})

describe('historySearchParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(historySearchParams(emptySearch).toString()).toBe('')
    expect(
      historySearchParams({
        type: 'deposit',
        status: '',
        from: '2025-06-01',
        to: '',
        page: 2,
      }).toString(),
    ).toBe('type=deposit&from=2025-06-01&page=2')
  })

  it('reads back what it wrote', () => {
    const search = {
      type: 'bet',
      status: 'completed',
      from: '2025-01-01',
      to: '2025-01-31',
      page: 4,
    }
    expect(parseHistorySearch(historySearchParams(search), 'statement')).toEqual(search)
  })
})
