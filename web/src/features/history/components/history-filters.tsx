import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  historyFilters,
  isFiltered,
  type HistoryKind,
  type HistorySearch,
} from '../utils/history-search.ts'

type Props = {
  kind: HistoryKind
  search: HistorySearch
  onChange: (patch: Partial<HistorySearch>) => void
}

/** Each change goes to the URL at once and goes back to page 1. */
export function HistoryFilters({ kind, search, onChange }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const { types, statuses } = historyFilters[kind]
  return (
    <form
      className="history-filters"
      aria-label={t('history.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('history.type')}</label>
        <select
          id={`${id}-type`}
          value={search.type}
          onChange={(event) => onChange({ type: event.target.value })}
        >
          <option value="">{t('history.all')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`history.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('history.status')}</label>
        <select
          id={`${id}-status`}
          value={search.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('history.all')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`history.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('history.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={search.from}
          max={search.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('history.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={search.to}
          min={search.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      {isFiltered(search) && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onChange({ type: '', status: '', from: '', to: '' })}
        >
          {t('history.clear')}
        </button>
      )}
    </form>
  )
}
