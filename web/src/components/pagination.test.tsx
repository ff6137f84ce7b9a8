import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import misc from '../locales/en/misc.json'
import { Pagination } from './pagination.tsx'

const i18n = createInstance()
await i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { misc } }, interpolation: { escapeValue: false } })

function renderPagination(total: number, page: number) {
  const onPageChange = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <Pagination total={total} page={page} onPageChange={onPageChange} />
    </I18nextProvider>,
  )
  return onPageChange
}

afterEach(cleanup)

describe('Pagination', () => {
  it('marks the current page among five page buttons', () => {
    renderPagination(95, 7)
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ })
    expect(nav).toBeTruthy()
    expect(pages.map((button) => button.textContent)).toEqual(['5', '6', '7', '8', '9'])
    expect(screen.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBeNull()
  })

  const rows: [string, { given: { page: number; click: string }; want: number }][] = [
    ['next goes one page on', { given: { page: 3, click: 'Next' }, want: 4 }],
    ['previous goes one page back', { given: { page: 3, click: 'Previous' }, want: 2 }],
    ['a page button goes to that page', { given: { page: 3, click: 'Page 5' }, want: 5 }],
  ]
  it.each(rows)('%s', async (_, { given, want }) => {
    const onPageChange = renderPagination(100, given.page)
    await userEvent.click(screen.getByRole('button', { name: given.click }))
    expect(onPageChange).toHaveBeenCalledWith(want)
  })

  it('disables previous on the first page and next on the last', () => {
    renderPagination(20, 1)
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false)
  })

  it('is absent when everything fits one page', () => {
    renderPagination(10, 1)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
