import type { InvoiceSort, SortKey } from '../../../api/invoice-sort'
import { nextSort } from '../../../api/invoice-sort'
import './sort-header.css'

interface SortHeaderProps {
  columnKey: SortKey
  label: string
  sort: InvoiceSort | null
  onSortChange: (sort: InvoiceSort | null) => void
}

export const ariaSortOf = (columnKey: SortKey, sort: InvoiceSort | null) =>
  sort?.key !== columnKey ? 'none' : sort.descending ? 'descending' : 'ascending'

/** A column header's sort button: ascending, descending, then the API's order (`aria-sort` on the th). */
export function SortHeader({ columnKey, label, sort, onSortChange }: SortHeaderProps) {
  const state = ariaSortOf(columnKey, sort)
  return (
    <button
      type="button"
      className="sort-header"
      onClick={() => {
        onSortChange(nextSort(sort, columnKey))
      }}
    >
      {label}
      <span className="sort-header-icon" aria-hidden="true">
        {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  )
}
