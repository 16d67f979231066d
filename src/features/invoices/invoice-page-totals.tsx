import { Fragment, useMemo } from 'react'
import { sumByCurrency } from '../../lib/sum-by-currency'
import type { Invoice } from './api/invoice-schema'
import { InvoiceAmount } from './invoice-amount'

/** "This page: $12,340.00 · €2,100.00": one sum per currency, never added across currencies. */
export function InvoicePageTotals({ invoices }: { invoices: readonly Invoice[] }) {
  const totals = useMemo(() => sumByCurrency(invoices), [invoices])
  if (totals.length === 0) return null
  return (
    <p className="page-totals">
      This page:{' '}
      {totals.map(({ currency, total }, index) => (
        <Fragment key={currency ?? '\u0000none'}>
          {index > 0 && ' '}
          <span className="page-total">
            {index > 0 && '· '}
            <InvoiceAmount amount={total} currency={currency} />
          </span>
        </Fragment>
      ))}
    </p>
  )
}
