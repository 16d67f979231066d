import type { ReactNode } from 'react'
import { isSortKey, nextSort, type InvoiceSort } from '../../../api/invoice-sort'
import { invoiceColumnHeaders } from './invoice-columns'
import './sort-header.css'

/** Given only while every matching invoice is loaded: a sort is then true of the whole set. */
export interface InvoiceTableSorting {
  sort: InvoiceSort | null
  onSortChange: (sort: InvoiceSort | null) => void
}

interface HeaderCellProps {
  id: string
  sorting: InvoiceTableSorting | null
  /** The header as its column draws it, where there is no sort button. */
  children?: ReactNode
}

/**
 * A column header. On a loaded set a sortable column's header is a button of its name: ascending,
 * descending, then the API's order, with `aria-sort` on the th.
 */
export function HeaderCell({ id, sorting, children }: HeaderCellProps) {
  const key = isSortKey(id) ? id : null
  const sort = sorting?.sort
  const state = sort?.key !== key ? 'none' : sort.descending ? 'descending' : 'ascending'
  return (
    <th scope="col" className={`col-${id}`} aria-sort={key && sorting ? state : undefined}>
      {key && sorting ? (
        <button
          type="button"
          className="sort-header"
          onClick={() => {
            sorting.onSortChange(nextSort(sorting.sort, key))
          }}
        >
          {invoiceColumnHeaders[key]}
          <span className="sort-header-icon" aria-hidden="true">
            {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        children
      )}
    </th>
  )
}
