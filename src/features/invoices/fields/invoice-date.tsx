import { daysPastDue, formatIsoDate, formatTimestamp } from '../../../lib/format-date'
import { hasText } from '../../../lib/has-text'
import { InvalidValue } from '../../../components/invalid-value'
import { formatCountOf } from '../../../lib/format-count'
import './invoice-date.css'

/** A calendar date (`YYYY-MM-DD`) in the user's locale; anything else as raw text, marked. */
export function InvoiceDate({ value }: { value: string | null | undefined }) {
  if (!hasText(value)) return <>—</>
  const date = formatIsoDate(value)
  return date.ok ? <>{date.text}</> : <InvalidValue text={date.text} problem="not a valid date" />
}

/** The due date; when the invoice is overdue, also how many days it has been. */
export function InvoiceDueDate({
  value,
  overdue,
}: {
  value: string | null | undefined
  overdue: boolean
}) {
  const days = overdue && hasText(value) ? daysPastDue(value) : null
  return (
    <>
      <InvoiceDate value={value} />
      {days !== null && days > 0 && (
        <>
          {' '}
          <span className="overdue-note">{formatCountOf(days, 'day')} overdue</span>
        </>
      )}
    </>
  )
}

/** An ISO 8601 instant in the user's locale and time zone. */
export function InvoiceTimestamp({ value }: { value: string | null | undefined }) {
  if (!hasText(value)) return <>—</>
  const time = formatTimestamp(value)
  return time.ok ? (
    <time dateTime={value}>{time.text}</time>
  ) : (
    <InvalidValue text={time.text} problem="not a valid timestamp" />
  )
}
