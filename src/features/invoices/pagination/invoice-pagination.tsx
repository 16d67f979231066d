/**
 * Below the table: the polite summary ("Showing 51–100 of 2,500 invoices"), "Rows per page" and the
 * page buttons. Everything it says comes from one page report (page-report.ts): buttons that would
 * go nowhere are disabled, and no page count is shown that is not known.
 */
import { useId, useState } from 'react'
import { isPageSize, pageSizes, type InvoiceFilters } from '../../../api/invoice-filters'
import { PageJump } from './page-jump'
import type { PageReport } from './page-report'
import './invoice-pagination.css'

interface InvoicePaginationProps {
  filters: InvoiceFilters
  report: PageReport
  /** The button that undoes what matched nothing ("Clear filters", "Clear search"), if anything does. */
  clearLabel: string | null
  onOffsetChange: (offset: number) => void
  /** Previous (-1) and Next (1): a step from the view, not an offset worked out from this one. */
  onStep: (pages: 1 | -1) => void
  onPageSizeChange: (limit: number) => void
  onClearFilters: () => void
}

export function InvoicePagination({
  filters,
  report,
  clearLabel,
  onOffsetChange,
  onStep,
  onPageSizeChange,
  onClearFilters,
}: InvoicePaginationProps) {
  const sizeId = useId()
  const { limit } = filters
  const { pageNumber, pageCount, lastOffset } = report
  // What the page field said about a number typed (page-jump.tsx), for the page it went to; gone
  // once the page changes by other means (a button, a key, Back).
  const [jumpNote, setJumpNote] = useState<{ page: number; text: string } | null>(null)
  const [notedPage, setNotedPage] = useState(pageNumber)
  if (notedPage !== pageNumber) {
    setNotedPage(pageNumber)
    if (jumpNote?.page !== pageNumber) setJumpNote(null)
  }
  const sizes = isPageSize(limit) ? pageSizes : [...pageSizes, limit].sort((a, b) => a - b)

  return (
    <div className="invoice-footer">
      <div className="result-summary-row">
        <p role="status" aria-live="polite" className="result-summary">
          {report.summary}
        </p>
        <p role="status" className="page-jump-note">
          {jumpNote?.text}
        </p>
        {/* The view's own page has arrived and matches nothing: offer to clear what narrowed it. */}
        {report.noMatches && clearLabel && (
          <button type="button" onClick={onClearFilters}>
            {clearLabel}
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
            disabled={!report.canGoBack}
            onClick={() => {
              onOffsetChange(0)
            }}
          />
          <PagerButton
            label="Previous page"
            text="Previous"
            icon="‹"
            disabled={!report.canGoBack}
            onClick={() => {
              onStep(-1)
            }}
          />
          <PageJump
            key={`${pageNumber}/${pageCount ?? ''}`}
            page={pageNumber}
            pageCount={pageCount}
            disabled={pageCount === null ? !report.canGoNext && !report.canGoBack : pageCount <= 1}
            onJump={(target, note) => {
              setJumpNote(note === null ? null : { page: target, text: note })
              if (target !== pageNumber) onOffsetChange((target - 1) * limit)
            }}
          />
          <PagerButton
            label="Next page"
            text="Next"
            icon="›"
            iconAfter
            disabled={!report.canGoNext}
            onClick={() => {
              onStep(1)
            }}
          />
          <PagerButton
            label="Last page"
            text="Last"
            icon="»"
            iconAfter
            disabled={lastOffset === null}
            onClick={() => {
              if (lastOffset !== null) onOffsetChange(lastOffset)
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
export function PagerButton({
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
