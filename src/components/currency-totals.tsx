import { Fragment } from 'react'
import type { CurrencyTotal } from '../lib/sum-by-currency'
import { formatCountOf } from '../lib/format-count'
import { MoneyAmount } from './money-amount'
import './currency-totals.css'

interface CurrencyTotalsProps {
  totals: readonly CurrencyTotal[]
  /** How many invoices the totals are over: those whose amount was left out are said. */
  of: number
}

/** "2 amounts not added: <why>": amounts counted but left out of a sum, never dropped in silence. */
export const amountsNotAdded = (count: number, why: string) =>
  `${formatCountOf(count, 'amount')} not added: ${why}`

/**
 * "$12,340.00 · €2,100.00": sums per currency, each shown as an invoice's amount is (an unusable
 * currency is marked the same way), and each wrapping as a whole with the separator after it, so no
 * wrapped line starts with one. Amounts left out of every sum (missing, or too large to add
 * exactly) are counted after them, never dropped in silence.
 */
export function CurrencyTotals({ totals, of }: CurrencyTotalsProps) {
  const leftOut = of - totals.reduce((summed, { count }) => summed + count, 0)
  return (
    <>
      {totals.map(({ currency, total }, index) => (
        <Fragment key={currency ?? '\u0000none'}>
          {index > 0 && ' '}
          <span className="currency-total">
            <MoneyAmount amount={total} currency={currency} />
            {index < totals.length - 1 && ' ·'}
          </span>
        </Fragment>
      ))}
      {leftOut > 0 && ` (${amountsNotAdded(leftOut, 'missing, or too large to add exactly')})`}
    </>
  )
}
