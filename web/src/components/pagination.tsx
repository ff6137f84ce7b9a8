import { useTranslation } from 'react-i18next'
import { paginate } from '../lib/paginate.ts'
import './pagination.css'

type Props = {
  total: number
  page: number
  onPageChange: (page: number) => void
  label?: string
}

export function Pagination({ total, page, onPageChange, label }: Props) {
  const { t } = useTranslation('misc')
  const view = paginate(total, page)
  if (view.pageCount < 2) return null
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      <button
        type="button"
        disabled={view.prev === null}
        onClick={() => view.prev && onPageChange(view.prev)}
      >
        {t('pagination.previous')}
      </button>
      <ul>
        {view.pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-current={number === view.page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: number })}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={view.next === null}
        onClick={() => view.next && onPageChange(view.next)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  )
}
