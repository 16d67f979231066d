import { hasText } from '../lib/has-text'
import { formatMoney } from '../lib/format-money'
import { InvalidValue } from './invalid-value'

interface MoneyAmountProps {
  amount: number | null | undefined
  currency: string | null | undefined
}

/** An amount in its own currency; an unusable currency shows the number and the raw code, marked. */
export function MoneyAmount({ amount, currency }: MoneyAmountProps) {
  if (typeof amount !== 'number') return '—'
  const money = formatMoney(amount, currency)
  if (money.ok) return money.text
  if ('outOfRange' in money)
    return <InvalidValue text={money.text} problem="too large to show or add up exactly" />
  const code = hasText(money.currency) ? money.currency : null
  return (
    <>
      {money.text}{' '}
      <InvalidValue
        text={code ?? ''}
        problem={code === null ? 'no currency' : 'unrecognised currency'}
      />
    </>
  )
}
