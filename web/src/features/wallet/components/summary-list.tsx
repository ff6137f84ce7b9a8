export type SummaryRow = { label: string; value: string }

/** The figures a player checks before confirming or after a request. */
export function SummaryList({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="wallet-summary">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
