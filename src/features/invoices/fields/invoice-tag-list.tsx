import { hasText } from '../../../lib/has-text'
import { useId, useState } from 'react'
import { tagsThatFit } from './tags-that-fit'
import './invoice-tag-list.css'

interface InvoiceTagListProps {
  tags: readonly string[] | null | undefined
  /** Show every tag at once (the detail dialog has room). */
  expanded?: boolean
  /**
   * Whose tags these are (the invoice's id). "+N more" stays open only for its owner: a table row
   * that shows the next page's invoice in the same elements shows its tags folded.
   */
  owner?: string
}

/** Tags as chips; a long list ends in a "+N more" button that reveals the rest in place. */
export function InvoiceTagList({ tags, expanded = false, owner = '' }: InvoiceTagListProps) {
  // Whose list the reader opened: compared rather than reset, so the row's elements are reused.
  const [openedFor, setOpenedFor] = useState<string | null>(null)
  const showAll = openedFor === owner
  const listId = useId()
  const named = (tags ?? []).filter(hasText)
  if (named.length === 0) return <>—</>

  const fitting = expanded ? named.length : tagsThatFit(named)
  const hidden = named.length - fitting
  const foldable = hidden > 0
  const shown = foldable && !showAll ? named.slice(0, fitting) : named
  return (
    <div className="tag-list">
      <ul id={listId} className="tag-chips" aria-label={`Tags (${named.length})`}>
        {shown.map((tag, index) => (
          // By place (tags may repeat): the next invoice's chips reuse these elements.
          <li key={index} className="tag-chip" title={tag}>
            {tag}
          </li>
        ))}
      </ul>
      {foldable && (
        <button
          type="button"
          className="tag-toggle"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => {
            setOpenedFor(showAll ? null : owner)
          }}
        >
          {showAll ? 'Show fewer' : `+${hidden} more`}
        </button>
      )}
    </div>
  )
}
