import { amountsNotAdded } from '../../components/currency-totals'
import { MoneyAmount } from '../../components/money-amount'
import type { Amount } from './aging-report'

/**
 * Amounts counted but left out of a sum, in the invoice page's totals' words; here only a size can
 * keep an amount out, as a missing one keeps its invoice out of the report.
 */
export const notAddedText = (notAdded: number) =>
  amountsNotAdded(notAdded, 'too large to add exactly')

/** True when none of a sum's invoices' amounts could be added (or it has none): it has no sum. */
export const noneAdded = ({ notAdded, count }: Amount) => notAdded === count

/** A sum of the report, or a dash when none of its invoices' amounts could be added. */
export function AgingSum({ amount, currency }: { amount: Amount; currency: string }) {
  if (noneAdded(amount)) return <span className="muted">—</span>
  return <MoneyAmount amount={amount.total} currency={currency} />
}

/** The line under a sum that says how many of its invoices' amounts it could not add. */
export function NotAddedNote({ amount }: { amount: Amount }) {
  if (amount.notAdded === 0) return null
  return <span className="aging-not-added">{notAddedText(amount.notAdded)}</span>
}
