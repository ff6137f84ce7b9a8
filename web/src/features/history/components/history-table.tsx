import type { ReactNode } from 'react'
import './history.css'

type Props = { caption: string; headers: { label: string; numeric?: boolean }[]; children: ReactNode }

/** A table that scrolls sideways on a phone, reachable by keyboard since it holds no control of its own. */
export function HistoryTable({ caption, headers, children }: Props) {
  return (
    <div className="history-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="history-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header.label} scope="col" className={header.numeric ? 'number' : undefined}>{header.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`history-status history-status--${status}`}>{label}</span>
}
