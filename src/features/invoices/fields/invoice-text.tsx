import { hasText } from '../../../lib/has-text'
import { revealHiddenCharacters } from '../../../lib/hidden-characters'
import './invoice-text.css'

/**
 * A plain text field, or "—" when it is missing or blank. Text is text: markup is never parsed, and
 * invisible characters show as markers.
 */
export function InvoiceText({
  value,
  truncate = false,
}: {
  value: string | null | undefined
  /** Clamp long text to two lines; the full text stays in the tooltip and the detail dialog. */
  truncate?: boolean
}) {
  if (!hasText(value)) return <>—</>
  // In a cell, the marker is plain text (its brackets set it apart); the dialog styles it too.
  const text = revealHiddenCharacters(value)
  if (!truncate) return <>{text}</>
  return (
    <span className="clamp-2" title={text}>
      {text}
    </span>
  )
}
