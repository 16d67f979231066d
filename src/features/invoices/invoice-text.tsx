import { VisibleText } from '../../components/visible-text'
import { hasText } from '../../lib/has-text'
import { revealHiddenCharacters } from '../../lib/hidden-characters'

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
  if (!truncate) return <VisibleText value={value} />
  return (
    <span className="clamp-2" title={revealHiddenCharacters(value)}>
      <VisibleText value={value} />
    </span>
  )
}
