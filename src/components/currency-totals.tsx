import { Fragment } from 'react'
import type { CurrencyTotal } from '../lib/sum-by-currency'
import { MoneyAmount } from './money-amount'
import './currency-totals.css'

/**
 * "$12,340.00 · €2,100.00": sums per currency, each shown as an invoice's amount is (an unusable
 * currency is marked the same way), and each wrapping as a whole with its separator.
 */
export function CurrencyTotals({ totals }: { totals: readonly CurrencyTotal[] }) {
  return totals.map(({ currency, total }, index) => (
    <Fragment key={currency ?? '\u0000none'}>
      {index > 0 && ' '}
      <span className="currency-total">
        {index > 0 && '· '}
        <MoneyAmount amount={total} currency={currency} />
      </span>
    </Fragment>
  ))
}
