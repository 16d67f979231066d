import { useMemo } from 'react'
import { sumByCurrency } from '../../../lib/sum-by-currency'
import type { Invoice } from '../../../api/invoice-schema'
import { CurrencyTotals } from '../../../components/currency-totals'
import './invoice-page-totals.css'

/** "This page: $12,340.00 · €2,100.00": one sum per currency, never added across currencies. */
export function InvoicePageTotals({ invoices }: { invoices: readonly Invoice[] }) {
  const totals = useMemo(() => sumByCurrency(invoices), [invoices])
  if (totals.length === 0) return null
  return (
    <p className="page-totals">
      This page: <CurrencyTotals totals={totals} of={invoices.length} />
    </p>
  )
}
