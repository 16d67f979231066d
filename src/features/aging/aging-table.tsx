import { formatCountOf } from '../../lib/format-count'
import { formatIsoDate } from '../../lib/format-date'
import { AgingSum, NotAddedNote } from './aging-amount'
import { agingBuckets, type AgingBucketId, type AgingReport } from './aging-report'
import { AgingScroll } from './aging-scroll'

/** A bucket of one currency, as the drill-down opens it; `null` bucket is the currency's total. */
export interface BucketChoice {
  currency: string
  bucket: AgingBucketId | null
}

interface AgingTableProps {
  report: AgingReport
  selected: BucketChoice | null
  /** Opens a bucket's list; `from` is the cell's button, where focus returns when it closes. */
  onSelect: (choice: BucketChoice, from: HTMLElement) => void
}

const sameChoice = (a: BucketChoice | null, b: BucketChoice) =>
  a?.currency === b.currency && a.bucket === b.bucket

/** "Aging by currency": a row per currency, a cell per bucket, each cell opening its invoices. */
export function AgingTable({ report, selected, onSelect }: AgingTableProps) {
  const { noDueDate, badAmount, badCurrency } = report.unplaceable
  const unplaced = [
    noDueDate > 0 && formatCountOf(noDueDate, 'invoice') + ' without a usable due date',
    badAmount > 0 && formatCountOf(badAmount, 'invoice') + ' without a usable amount',
    badCurrency > 0 && formatCountOf(badCurrency, 'invoice') + ' without a usable currency',
  ].filter((part) => part !== false)
  return (
    <>
      <AgingScroll labelledBy="aging-by-currency-heading">
        <table className="aging-table" aria-label="Aging by currency">
          <thead>
            <tr>
              <th scope="col">Currency</th>
              {agingBuckets.map(({ id, label }) => (
                <th key={id} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {report.currencies.map(({ currency, buckets, total }) => (
              <tr key={currency}>
                <th scope="row">{currency}</th>
                {[
                  ...agingBuckets.map(({ id }) => [id, buckets[id]] as const),
                  [null, total] as const,
                ].map(([bucket, amount]) => {
                  const choice = { currency, bucket }
                  return (
                    <td
                      key={bucket ?? 'total'}
                      className={bucket === null ? 'aging-number aging-total' : 'aging-number'}
                    >
                      {amount.count === 0 ? (
                        <span className="muted">—</span>
                      ) : (
                        <button
                          type="button"
                          className="aging-cell"
                          aria-pressed={sameChoice(selected, choice)}
                          onClick={(event) => {
                            onSelect(choice, event.currentTarget)
                          }}
                        >
                          <span className="aging-amount">
                            <AgingSum amount={amount} currency={currency} />
                          </span>
                          <span className="aging-count">
                            {formatCountOf(amount.count, 'invoice')}
                          </span>
                          <NotAddedNote amount={amount} />
                        </button>
                      )}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </AgingScroll>
      {report.currencies.length === 0 && <p>No unpaid invoices.</p>}
      {unplaced.length > 0 && (
        <p className="aging-unplaced">
          Not in the table: {unplaced.join('; ')}. Open them from the invoice list.
        </p>
      )}
      {report.issuedAfter > 0 && (
        <p className="aging-unplaced">
          Left out: {formatCountOf(report.issuedAfter, 'unpaid invoice')} dated after{' '}
          {formatIsoDate(report.asOf).text}, which did not exist yet.
        </p>
      )}
    </>
  )
}
