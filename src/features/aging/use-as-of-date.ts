/**
 * `/aging?asOf=YYYY-MM-DD`: the date lives in the URL, so a printed or shared report says what it
 * was. No `asOf` is today.
 */
import { useEffect } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { isIsoDate, toLocalIsoDate } from '../../lib/iso-date'

/** Further from today than this, a date is more likely a slip of the year than a question. */
export const FAR_YEARS = 10

/** A real calendar date within `FAR_YEARS` of today. */
export function isNearDate(value: string, today: string): boolean {
  return (
    isIsoDate(value) && Math.abs(Number(value.slice(0, 4)) - Number(today.slice(0, 4))) <= FAR_YEARS
  )
}

/** What the entry that dropped a bad `asOf` carries, for the notice. */
interface AsOfCorrection {
  droppedAsOf: true
}

const wasCorrected = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  'droppedAsOf' in state &&
  state.droppedAsOf === true

export function useAsOfDate() {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const raw = params.get('asOf')
  const today = toLocalIsoDate(new Date())
  const bad = raw !== null && !isIsoDate(raw)
  const asOf = raw !== null && !bad ? raw : today

  // A bad date is never shown as if it were one: the entry is rewritten without it, in place, and
  // carries the reason for the notice (DESIGN.md: bad URL values are dropped with `replace`). An
  // effect, because the router navigates only from effects and events.
  useEffect(() => {
    if (!bad) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('asOf')
        return next
      },
      { replace: true, state: { droppedAsOf: true } satisfies AsOfCorrection },
    )
  }, [bad, setParams])

  /** Today drops `asOf`: a link to today's report stays today's report tomorrow. */
  const setAsOf = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === today) next.delete('asOf')
        else next.set('asOf', value)
        return next
      },
      { replace: true },
    )
  }
  return {
    asOf,
    today,
    setAsOf,
    past: asOf < today,
    far: !isNearDate(asOf, today),
    dropped: bad || wasCorrected(location.state),
  }
}
