/**
 * The filters in force as removable chips. Removing one keeps focus in the list (on the next chip,
 * or the one before); removing the last hands focus to `onEmptied`.
 */
import { useRef } from 'react'
import type { InvoiceFilters } from '../../../api/invoice-filters'
import { invoiceStatusDisplay } from '../fields/invoice-status'
import type { FilterPatch } from '../view/invoice-view'
import { formatIsoDate, formatIsoDateRange } from '../../../lib/format-date'

interface Chip {
  key: string
  label: string
  removal: FilterPatch
}

// ICU puts thin and narrow no-break spaces around the range dash; plain spaces read and match alike.
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ')

function invoiceDateLabel(startDate: string | null, endDate: string | null): string | null {
  if (startDate && endDate) return plainSpaces(formatIsoDateRange(startDate, endDate).text)
  if (startDate) return `from ${plainSpaces(formatIsoDate(startDate).text)}`
  if (endDate) return `until ${plainSpaces(formatIsoDate(endDate).text)}`
  return null
}

function activeFilterChips(filters: InvoiceFilters): Chip[] {
  const chips: Chip[] = []
  if (filters.status)
    chips.push({
      key: 'status',
      label: `Status: ${invoiceStatusDisplay[filters.status].label}`,
      removal: { status: null },
    })
  if (filters.vendor)
    chips.push({ key: 'vendor', label: `Vendor: ${filters.vendor}`, removal: { vendor: '' } })
  const dates = invoiceDateLabel(filters.startDate, filters.endDate)
  if (dates)
    chips.push({
      key: 'dates',
      label: `Invoice date: ${dates}`,
      removal: { startDate: null, endDate: null },
    })
  return chips
}

/** How many filters are in force, counted as the chips show them (a date range is one). */
export function activeFilterCount(filters: InvoiceFilters): number {
  return activeFilterChips(filters).length
}

interface ActiveFilterChipsProps {
  filters: InvoiceFilters
  onRemove: (removal: FilterPatch) => void
  onEmptied: () => void
}

export function ActiveFilterChips({ filters, onRemove, onEmptied }: ActiveFilterChipsProps) {
  const listRef = useRef<HTMLUListElement>(null)
  const chips = activeFilterChips(filters)
  if (chips.length === 0) return null

  const remove = (index: number, chip: Chip) => {
    const buttons = listRef.current?.querySelectorAll('button') ?? []
    // The neighbour keeps its element across the re-render (chips are keyed), so focus it now.
    const neighbour = buttons[index + 1] ?? buttons[index - 1]
    onRemove(chip.removal)
    if (neighbour) neighbour.focus()
    else onEmptied()
  }

  return (
    <ul ref={listRef} className="filter-chips" aria-label="Active filters">
      {chips.map((chip, index) => (
        <li key={chip.key} className="filter-chip">
          <span className="filter-chip-label">{chip.label}</span>
          <button
            type="button"
            className="filter-chip-remove"
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => {
              remove(index, chip)
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
