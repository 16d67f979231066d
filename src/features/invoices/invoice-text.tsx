import { hasText } from '../../lib/has-text'

/** A plain text field, or "—" when it is missing or blank. Text is text: markup is never parsed. */
export function InvoiceText({
  value,
  truncate = false,
}: {
  value: string | null | undefined
  /** Clamp long text to two lines; the full text stays in the tooltip and the detail dialog. */
  truncate?: boolean
}) {
  if (!hasText(value)) return <>—</>
  if (!truncate) return <>{value}</>
  return (
    <span className="clamp-2" title={value}>
      {value}
    </span>
  )
}
