import { VisibleText } from '../../components/visible-text'
import { formatCount } from '../../lib/format-count'
import { formatIsoDate } from '../../lib/format-date'
import { AgingSum, NotAddedNote } from './aging-amount'
import type { VendorOverdue } from './aging-report'
import { AgingScroll } from './aging-scroll'

/** Who is owed the most: overdue amounts per vendor, largest first within each currency. */
export function OverdueByVendorTable({ vendors }: { vendors: readonly VendorOverdue[] }) {
  if (vendors.length === 0) return <p>Nothing is overdue.</p>
  return (
    <AgingScroll labelledBy="aging-vendors-heading">
      <table className="aging-table" aria-label="Overdue by vendor">
        <thead>
          <tr>
            <th scope="col">Vendor</th>
            <th scope="col" className="aging-text">
              Currency
            </th>
            <th scope="col">Overdue amount</th>
            <th scope="col">Invoices</th>
            <th scope="col">Oldest due date</th>
          </tr>
        </thead>
        <tbody>
          {vendors.map((overdue) => {
            const { vendor, currency, count, oldestDueDate } = overdue
            return (
              <tr key={`${currency}\u0000${vendor}`}>
                <th scope="row">
                  {vendor ? (
                    <VisibleText value={vendor} />
                  ) : (
                    <span className="muted">No vendor</span>
                  )}
                </th>
                <td className="aging-text">{currency}</td>
                <td className="aging-number">
                  <AgingSum amount={overdue} currency={currency} />
                  <NotAddedNote amount={overdue} />
                </td>
                <td className="aging-number">{formatCount(count)}</td>
                <td>{formatIsoDate(oldestDueDate).text}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </AgingScroll>
  )
}
