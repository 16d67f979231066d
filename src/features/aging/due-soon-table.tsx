import { formatCountOf } from '../../lib/format-count'
import { formatIsoDateRange } from '../../lib/format-date'
import { AgingSum, NotAddedNote } from './aging-amount'
import type { DueWeek } from './aging-report'
import { AgingScroll } from './aging-scroll'

interface DueSoonTableProps {
  weeks: readonly DueWeek[]
  /** The report's currencies, in the order of its other tables. */
  order: readonly string[]
}

/** What falls due in each of the next four weeks: a row per week, a column per currency. */
export function DueSoonTable({ weeks, order }: DueSoonTableProps) {
  const due = new Set(weeks.flatMap(({ totals }) => totals.map(({ currency }) => currency)))
  const currencies = order.filter((currency) => due.has(currency))
  return (
    <AgingScroll labelledBy="aging-due-soon-heading">
      <table className="aging-table" aria-label="Due in the next 4 weeks">
        <thead>
          <tr>
            <th scope="col">Week</th>
            {currencies.map((currency) => (
              <th key={currency} scope="col">
                {currency}
              </th>
            ))}
            {currencies.length === 0 && (
              <th scope="col" className="aging-text">
                Due
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {weeks.map(({ from, to, totals }) => (
            <tr key={from}>
              <th scope="row">{formatIsoDateRange(from, to).text}</th>
              {currencies.map((currency) => {
                const due = totals.find((total) => total.currency === currency)
                return (
                  <td key={currency} className="aging-number">
                    {due ? (
                      <>
                        <AgingSum amount={due} currency={currency} />
                        <span className="aging-count">{formatCountOf(due.count, 'invoice')}</span>
                        <NotAddedNote amount={due} />
                      </>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                )
              })}
              {currencies.length === 0 && (
                <td className="aging-text">
                  <span className="muted">Nothing</span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </AgingScroll>
  )
}
