import type { ReactNode } from 'react'
import './history.css'

export type Column = { label: string; numeric?: boolean; wrap?: boolean }
type Props = {
  caption: string
  columns: Column[]
  rows: { key: string | number; cells: ReactNode[] }[]
}

/** A table on wide screens; on a phone each row stacks into a card whose cells carry their column's name. */
export function HistoryTable({ caption, columns, rows }: Props) {
  const className = (column: Column | undefined) =>
    [column?.numeric && 'number', column?.wrap && 'wrap'].filter(Boolean).join(' ') || undefined
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must take focus, or a keyboard cannot scroll it
    <div className="history-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="history-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={className(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td
                  key={columns[index]?.label ?? index}
                  className={className(columns[index])}
                  data-label={columns[index]?.label}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`history-status history-status--${status}`}>{label}</span>
}
