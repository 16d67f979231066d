/**
 * Previous and next above the table, so a keyboard user pages without tabbing through every row.
 * Its buttons have names of their own ("Previous", "Next"): "Previous page" and "Next page" stay
 * unique to the full pager below the table.
 */
import { formatCount } from '../../../lib/format-count'
import { PagerButton } from './invoice-pagination'
import type { PageReport } from './page-report'
import './compact-pager.css'

interface CompactPagerProps {
  report: PageReport
  onPrevious: () => void
  onNext: () => void
}

export function CompactPager({ report, onPrevious, onNext }: CompactPagerProps) {
  const { pageNumber, pageCount } = report
  return (
    <nav aria-label="Pages, top" className="compact-pager">
      <PagerButton
        label="Previous"
        text="Previous"
        icon="‹"
        disabled={!report.canGoBack}
        onClick={onPrevious}
      />
      <span className="compact-pager-position">
        Page {formatCount(pageNumber)}
        {pageCount !== null && ` of ${formatCount(pageCount)}`}
      </span>
      <PagerButton
        label="Next"
        text="Next"
        icon="›"
        iconAfter
        disabled={!report.canGoNext}
        onClick={onNext}
      />
    </nav>
  )
}
