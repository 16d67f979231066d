/**
 * Says what was changed when the URL could not be shown as it was (a bad value, a page that no
 * longer exists). The region is always present so that its content is announced when it appears.
 */
import './url-correction-notice.css'

interface UrlCorrectionNoticeProps {
  lines: readonly string[]
  onDismiss: () => void
}

export function UrlCorrectionNotice({ lines, onDismiss }: UrlCorrectionNoticeProps) {
  return (
    <div role="status" className="url-notice-region">
      {lines.length > 0 && (
        <div className="notice url-notice">
          <div>
            <p className="url-notice-title">The link was adjusted to show a valid view:</p>
            <ul className="url-notice-list">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <button type="button" className="url-notice-dismiss" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  )
}
