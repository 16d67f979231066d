import { updatedText } from '../../../lib/format-freshness'
import { useNow } from '../../../lib/use-now'
import './freshness-line.css'

interface FreshnessLineProps {
  /** When the rows on screen were fetched (ms since the epoch); 0 before any arrived. */
  updatedAt: number
  /** Fetches the view again; absent where the rows need no request (the loaded set). */
  onRefresh?: (() => void) | undefined
  refreshing: boolean
}

/** "Updated 10:42", later "Updated 12 minutes ago", and a Refresh button for the view on screen. */
export function FreshnessLine({ updatedAt, onRefresh, refreshing }: FreshnessLineProps) {
  const now = useNow()
  if (updatedAt === 0) return null
  return (
    <span className="freshness">
      <span className="freshness-text">{updatedText(updatedAt, now)}</span>
      {onRefresh && (
        // aria-disabled, not disabled, while it refreshes: a disabled button drops focus to the page.
        <button
          type="button"
          aria-disabled={refreshing}
          onClick={refreshing ? undefined : onRefresh}
        >
          Refresh
        </button>
      )}
    </span>
  )
}
