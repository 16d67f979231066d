/**
 * Below the table: the polite summary ("Showing 51–100 of 2,500 invoices"), "Rows per page" and the
 * page buttons. Buttons that would go nowhere are disabled; while the next page loads, the position
 * is the one asked for and the total the last one known.
 */
import { useId } from 'react'
import { isPageSize, pageSizes, type InvoiceFilters } from '../../api/invoice-filters'
import type { InvoicePage } from '../../api/invoice-api'
import { PageJump } from './page-jump'
import { lastPageOffset } from './use-invoice-url-state'
import './invoice-pagination.css'
import { formatCount } from '../../lib/format-count'

interface InvoicePaginationProps {
  filters: InvoiceFilters
  /** The page on screen (possibly the previous one while the next loads), if any has loaded. */
  page: InvoicePage | undefined
  filtersActive: boolean
  onOffsetChange: (offset: number) => void
  onPageSizeChange: (limit: number) => void
  onClearFilters: () => void
}

function summaryText(page: InvoicePage | undefined): string {
  if (!page) return ''
  if (page.total === 0) return 'No invoices match these filters'
  if (page.invoices.length === 0) return ''
  const first = page.offset + 1
  const last = page.offset + page.invoices.length
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(page.total)} invoices`
}

export function InvoicePagination({
  filters,
  page,
  filtersActive,
  onOffsetChange,
  onPageSizeChange,
  onClearFilters,
}: InvoicePaginationProps) {
  const sizeId = useId()
  const { limit, offset } = filters
  const total = page?.total
  const pageNumber = Math.floor(offset / limit) + 1
  const pageCount = total === undefined ? pageNumber : Math.max(1, Math.ceil(total / limit))
  const atStart = offset === 0
  const atEnd = total === undefined || offset + limit >= total
  const sizes = isPageSize(limit) ? pageSizes : [...pageSizes, limit].sort((a, b) => a - b)

  return (
    <div className="invoice-footer">
      <div className="result-summary-row">
        <p role="status" aria-live="polite" className="result-summary">
          {summaryText(page)}
        </p>
        {page?.total === 0 && filtersActive && (
          <button type="button" onClick={onClearFilters}>
            Clear filters
          </button>
        )}
      </div>
      <nav aria-label="Pagination" className="pagination">
        <div className="page-size">
          <label htmlFor={sizeId}>Rows per page</label>
          <select
            id={sizeId}
            value={limit}
            onChange={(event) => {
              onPageSizeChange(Number(event.currentTarget.value))
            }}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className="pager">
          <PagerButton
            label="First page"
            text="First"
            icon="«"
            disabled={atStart}
            onClick={() => {
              onOffsetChange(0)
            }}
          />
          <PagerButton
            label="Previous page"
            text="Previous"
            icon="‹"
            disabled={atStart}
            onClick={() => {
              onOffsetChange(Math.max(0, offset - limit))
            }}
          />
          <PageJump
            key={`${pageNumber}/${pageCount}`}
            page={pageNumber}
            pageCount={pageCount}
            disabled={total === undefined || pageCount <= 1}
            onJump={(target) => {
              onOffsetChange((target - 1) * limit)
            }}
          />
          <PagerButton
            label="Next page"
            text="Next"
            icon="›"
            iconAfter
            disabled={atEnd}
            onClick={() => {
              onOffsetChange(offset + limit)
            }}
          />
          <PagerButton
            label="Last page"
            text="Last"
            icon="»"
            iconAfter
            disabled={atEnd}
            onClick={() => {
              if (total !== undefined) onOffsetChange(lastPageOffset(total, limit))
            }}
          />
        </div>
      </nav>
    </div>
  )
}

interface PagerButtonProps {
  label: string
  text: string
  icon: string
  iconAfter?: boolean
  disabled: boolean
  onClick: () => void
}

/** The visible word starts the accessible name, so voice control ("click Next") still works. */
function PagerButton({
  label,
  text,
  icon,
  iconAfter = false,
  disabled,
  onClick,
}: PagerButtonProps) {
  const glyph = (
    <span aria-hidden="true" className="pager-icon">
      {icon}
    </span>
  )
  return (
    <button
      type="button"
      className="pager-button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {!iconAfter && glyph}
      <span className="pager-text">{text}</span>
      {iconAfter && glyph}
    </button>
  )
}
