import { splitHiddenCharacters } from '../lib/hidden-characters'
import './visible-text.css'

/**
 * Text from the server as it was received, with its invisible characters (bidirectional controls,
 * zero-width spaces) shown as marked "⟨U+202E⟩" instead of silently reordering or hiding text.
 */
export function VisibleText({ value }: { value: string }) {
  const parts = splitHiddenCharacters(value)
  if (!parts.some((part) => 'hidden' in part)) return value
  return parts.map((part, index) =>
    'text' in part ? (
      part.text
    ) : (
      <span key={index} className="hidden-character" title="An invisible character, shown here">
        ⟨{part.hidden}⟩
      </span>
    ),
  )
}
