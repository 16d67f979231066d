import { useState } from 'react'
import { formatCountOf } from '../../../lib/format-count'
import './invoice-search-box.css'

interface InvoiceSearchBoxProps {
  /** The search in the URL; the box follows it when the URL changes by itself (Back). */
  query: string
  onQueryChange: (query: string) => void
  /** Invoices the search leaves, said to screen readers as results arrive. */
  matches: number
}

/** "Search invoices": answered from the loaded set as you type, with no request. */
export function InvoiceSearchBox({ query, onQueryChange, matches }: InvoiceSearchBoxProps) {
  const [draft, setDraft] = useState(query)
  const [seen, setSeen] = useState(query)
  // The URL moved without typing (Back, a saved view): the box shows what the URL says.
  if (query !== seen) {
    setSeen(query)
    setDraft(query)
  }
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
            onQueryChange(event.target.value)
          }}
        />
      </label>
      {query.trim() !== '' && (
        <span className="invoice-search-count">{formatCountOf(matches, 'match', 'matches')}</span>
      )}
    </div>
  )
}
