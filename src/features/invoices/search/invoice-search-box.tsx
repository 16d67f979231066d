import { useEffect, useEffectEvent, useState } from 'react'
import { invoiceFieldLabels } from '../../../api/invoice-fields'
import { sortParam, type InvoiceSort } from '../../../api/invoice-sort'
import { formatCountOf } from '../../../lib/format-count'
import './invoice-search-box.css'

interface InvoiceSearchBoxProps {
  /** The search shown; the box follows it when it changes by itself (Back, a saved view). */
  query: string
  onQueryChange: (query: string) => void
  /** Typing paused or the box was left: what was typed is kept (written to the URL) now. */
  onSettle: () => void
  /** Invoices the search leaves, said to screen readers as results arrive. */
  matches: number
  /**
   * The loaded set's order, said when it changes: a header's `aria-sort` is read only when it is
   * reached, not when its button is pressed. Said here because the box stands wherever a sort can.
   */
  sort: InvoiceSort | null
}

/** What a change of order says. */
const sortSaid = (sort: InvoiceSort | null) =>
  sort
    ? `Sorted by ${invoiceFieldLabels[sort.key]}, ${sort.descending ? 'descending' : 'ascending'}.`
    : 'Not sorted: in the order the server sends them.'

/** How long typing must pause before the search is kept in the URL. */
export const SEARCH_PAUSE_MS = 400

/** "Search invoices": answered from the loaded set as you type, with no request. */
export function InvoiceSearchBox({
  query,
  onQueryChange,
  onSettle,
  matches,
  sort,
}: InvoiceSearchBoxProps) {
  const [draft, setDraft] = useState(query)
  const [seen, setSeen] = useState(query)
  // The URL moved without typing (Back, a saved view): the box shows what the URL says.
  if (query !== seen) {
    setSeen(query)
    setDraft(query)
  }
  // Said once the order has changed (as Aging says a new date): the order the box opened on is
  // on screen in the headers. A hook shared with Aging would be a chunk of its own, whose name
  // costs the start chunk more than these lines.
  const order = sort ? sortParam(sort) : ''
  const [firstOrder, setFirstOrder] = useState<string | null>(order)
  if (firstOrder !== null && order !== firstOrder) setFirstOrder(null)
  const resorted = firstOrder === null
  // Counts the keys typed, so that only typing (not a search that came from the URL) settles.
  const [keys, setKeys] = useState(0)
  const settle = useEffectEvent(onSettle)
  useEffect(() => {
    if (keys === 0) return
    const timer = setTimeout(settle, SEARCH_PAUSE_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [keys])
  return (
    <div className="invoice-search">
      <label>
        Search invoices
        <input
          type="search"
          value={draft}
          placeholder="Number, vendor, tag, id…"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setDraft(event.target.value)
            setSeen(event.target.value)
            setKeys((typed) => typed + 1)
            onQueryChange(event.target.value)
          }}
          onBlur={onSettle}
        />
      </label>
      {query.trim() !== '' && (
        <span className="invoice-search-count">{formatCountOf(matches, 'match', 'matches')}</span>
      )}
      <p role="status" className="visually-hidden">
        {resorted && sortSaid(sort)}
      </p>
    </div>
  )
}
