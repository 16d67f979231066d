/**
 * What the server's answer got wrong (a total below the rows sent, another position, too many rows,
 * rows without an id), said once in words above the rows it concerns.
 */
import { formatCount } from '../../lib/format-count'

interface ServerAnswerNoticeProps {
  anomalies: readonly string[]
  /** The page came back empty: its words, and a way to a page with rows. */
  emptyPage: { total: number | null; pageWithRows: number | null; onGo: () => void } | null
}

export function ServerAnswerNotice({ anomalies, emptyPage }: ServerAnswerNoticeProps) {
  if (anomalies.length === 0 && !emptyPage) return null
  return (
    <div className="notice notice-info server-answer-notice">
      {emptyPage && (
        <p>
          No invoices on this page
          {emptyPage.total !== null && emptyPage.total > 0
            ? `, although the server reported ${formatCount(emptyPage.total)} matching invoices`
            : ''}
          .{' '}
          {emptyPage.pageWithRows !== null && (
            <button type="button" onClick={emptyPage.onGo}>
              Go to page {formatCount(emptyPage.pageWithRows)}
            </button>
          )}
        </p>
      )}
      {anomalies.length > 0 && (
        <>
          <p>The server’s answer did not add up:</p>
          <ul>
            {anomalies.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
