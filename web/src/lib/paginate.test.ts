import { describe, expect, it } from 'vitest'
import { paginate, type PageWindow } from './paginate.ts'

describe('paginate (10 per page, 5 page buttons)', () => {
  const rows: [string, { given: [number, number]; want: Partial<PageWindow> }][] = [
    [
      'no rows is one empty page',
      { given: [0, 1], want: { pageCount: 1, pages: [1], prev: null, next: null, offset: 0 } },
    ],
    ['10 rows fit one page', { given: [10, 1], want: { pageCount: 1, pages: [1] } }],
    ['11 rows need two pages', { given: [11, 1], want: { pageCount: 2, pages: [1, 2], next: 2 } }],
    [
      'first of ten pages',
      { given: [100, 1], want: { pages: [1, 2, 3, 4, 5], prev: null, next: 2, offset: 0 } },
    ],
    [
      'third page is still the first window',
      { given: [100, 3], want: { pages: [1, 2, 3, 4, 5], prev: 2, next: 4 } },
    ],
    ['fourth page centres the window', { given: [100, 4], want: { pages: [2, 3, 4, 5, 6] } }],
    [
      'page 7 of 10',
      { given: [95, 7], want: { pages: [5, 6, 7, 8, 9], prev: 6, next: 8, offset: 60 } },
    ],
    [
      'last page keeps five buttons',
      { given: [100, 10], want: { pages: [6, 7, 8, 9, 10], prev: 9, next: null, offset: 90 } },
    ],
    [
      'a page past the end is the last page',
      { given: [30, 9], want: { page: 3, pages: [1, 2, 3], next: null } },
    ],
    ['page 0 is the first page', { given: [30, 0], want: { page: 1, prev: null } }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(paginate(...given)).toMatchObject(want)
  })
})
