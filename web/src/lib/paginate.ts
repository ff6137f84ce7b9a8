export const perPage = 10
export const pageButtons = 5

export type PageWindow = {
  page: number
  pageCount: number
  pages: number[]
  prev: number | null
  next: number | null
  offset: number
}

/** `paginate(95, 7)` is pages 6..10 of 10, prev 6, next 8, rows from offset 60. */
export function paginate(
  total: number,
  page: number,
  size = perPage,
  buttons = pageButtons,
): PageWindow {
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / size))
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount)
  const first = Math.min(
    Math.max(1, current - Math.floor(buttons / 2)),
    Math.max(1, pageCount - buttons + 1),
  )
  const last = Math.min(pageCount, first + buttons - 1)
  return {
    page: current,
    pageCount,
    pages: Array.from({ length: last - first + 1 }, (_, i) => first + i),
    prev: current > 1 ? current - 1 : null,
    next: current < pageCount ? current + 1 : null,
    offset: (current - 1) * size,
  }
}
