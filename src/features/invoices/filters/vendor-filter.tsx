/**
 * Vendor search: the request goes out 300 ms after typing stops (or at once on Enter). The input
 * keeps what the user typed, spaces and all, until the URL changes by other means.
 */
import { useId } from 'react'
import { MAX_VENDOR_LENGTH, normaliseVendor } from '../../../api/invoice-filters'
import { useDraft, type DraftSync } from './use-draft'

const same = (a: string, b: string) => a === b
const identity = (value: string) => value

interface VendorFilterProps {
  value: string
  onChange: (vendor: string) => void
  sync: DraftSync
}

export function VendorFilter({ value, onChange, sync }: VendorFilterProps) {
  const id = useId()
  const { draft, edit } = useDraft(value, {
    commit: onChange,
    sync,
    fromCommitted: identity,
    toCommitted: normaliseVendor,
    equals: same,
  })

  return (
    <div className="filter-field filter-field-vendor">
      <label htmlFor={id} className="filter-label">
        Vendor
      </label>
      <input
        id={id}
        type="text"
        className="filter-input"
        value={draft}
        maxLength={MAX_VENDOR_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Any vendor"
        onChange={(event) => {
          edit(event.currentTarget.value, 'debounce')
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') edit(event.currentTarget.value, 'now')
        }}
      />
    </div>
  )
}
