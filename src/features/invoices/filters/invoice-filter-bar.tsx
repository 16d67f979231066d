/** The filter controls over the table: status, vendor, invoice dates, the active chips, "Clear filters". */
import { useId, useState, type RefObject } from 'react'
import type { InvoiceFilters } from '../../../api/invoice-filters'
import { ActiveFilterChips, activeFilterCount } from './active-filter-chips'
import { DateRangeFilter } from './date-range-filter'
import { StatusFilter } from './status-filter'
import type { DraftSync } from './use-draft'
import type { FilterPatch } from '../view/invoice-view'
import { VendorFilter } from './vendor-filter'
import './invoice-filters.css'

interface InvoiceFilterBarProps {
  filters: InvoiceFilters
  filtersActive: boolean
  sync: DraftSync
  onChange: (patch: FilterPatch) => void
  onClear: () => void
  /** The bar itself takes focus when the control that had it goes away (last chip, a notice). */
  ref?: RefObject<HTMLDivElement | null>
}

export function InvoiceFilterBar({
  filters,
  filtersActive,
  sync,
  onChange,
  onClear,
  ref,
}: InvoiceFilterBarProps) {
  const [open, setOpen] = useState(false)
  const controlsId = useId()
  const activeCount = activeFilterCount(filters)
  const focusBar = () => {
    ref?.current?.focus()
  }
  return (
    <div
      ref={ref}
      role="search"
      aria-label="Filter invoices"
      tabIndex={-1}
      className="filter-bar"
      data-open={open}
    >
      {/* Shown at phone widths only (invoice-filters.css), where the controls would fill the first
          screen: they fold away behind it, and the active ones stay listed as chips below. */}
      <button
        type="button"
        className="filter-toggle"
        aria-expanded={open}
        aria-controls={controlsId}
        // Read as "Filters, 2 active" rather than "Filters middle dot 2".
        aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : undefined}
        onClick={() => {
          setOpen(!open)
        }}
      >
        Filters{activeCount > 0 && ` · ${activeCount}`}
      </button>
      <div id={controlsId} className="filter-controls">
        <StatusFilter
          value={filters.status}
          sync={sync}
          onChange={(status) => {
            onChange({ status })
          }}
        />
        <VendorFilter
          value={filters.vendor}
          sync={sync}
          onChange={(vendor) => {
            onChange({ vendor })
          }}
        />
        <DateRangeFilter
          value={{ startDate: filters.startDate, endDate: filters.endDate }}
          sync={sync}
          onChange={onChange}
        />
      </div>
      <div className="filter-summary">
        <ActiveFilterChips filters={filters} onRemove={onChange} onEmptied={focusBar} />
        <button
          type="button"
          className="clear-filters"
          disabled={!filtersActive}
          onClick={() => {
            // The button is about to be disabled; keep focus in the filters.
            onClear()
            focusBar()
          }}
        >
          Clear filters
        </button>
      </div>
    </div>
  )
}
