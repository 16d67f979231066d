/**
 * What the server's answer got wrong (a total below the rows sent, another position, too many rows,
 * rows without an id, an empty page), said once in words above the rows it concerns. Only a
 * misbehaving server needs it, so it is a chunk of its own, loaded when the page report doubts a page.
 */
import { totalBelowRows, type InvoicePage } from '../../../api/invoice-api'
import { formatCount, formatCountOf } from '../../../lib/format-count'

interface ServerAnswerNoticeProps {
  page: InvoicePage
  /** The page came back empty: its words, and a way to a page with rows. */
  emptyPage: { total: number | null; pageWithRows: number | null; onGo: () => void } | null
}

export function ServerAnswerNotice({ page, emptyPage }: ServerAnswerNoticeProps) {
  const anomalies = anomaliesOf(page)
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

/** One sentence per problem with the server's answer. */
function anomaliesOf(page: InvoicePage): string[] {
  const { request, invoices } = page
  const lines: string[] = []
  if (page.total !== null && totalBelowRows(page)) {
    lines.push(
      `The server reported ${formatCountOf(page.total, 'matching invoice')} but sent rows up to number ${formatCount(request.offset + invoices.length)}; the total is shown as unknown.`,
    )
  }
  if (page.offset !== request.offset) {
    lines.push(
      `The server said these rows start at position ${formatCount(page.offset + 1)}, but position ${formatCount(request.offset + 1)} was asked for; they are shown where they were asked for.`,
    )
  }
  if (page.extraRows > 0) {
    lines.push(
      `The server sent ${formatCount(invoices.length + page.extraRows)} rows for a page of ${formatCount(request.limit)}; only the first ${formatCount(invoices.length)} are shown.`,
    )
  } else if (page.limit !== request.limit) {
    lines.push(
      `The server said it applied a page size of ${formatCount(page.limit)}, but ${formatCount(request.limit)} was asked for.`,
    )
  }
  const withoutId = invoices.filter((invoice) => invoice.idMissing).length
  if (withoutId > 0) {
    lines.push(
      `${formatCountOf(withoutId, 'row')} came without a usable ID: shown and marked “No ID”.`,
    )
  }
  return lines
}
