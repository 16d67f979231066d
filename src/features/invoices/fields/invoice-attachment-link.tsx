import { revealHiddenCharacters } from '../../../lib/hidden-characters'
import { parseSafeHttpUrl } from '../../../lib/safe-http-url'
import './invoice-attachment-link.css'

interface InvoiceAttachmentLinkProps {
  url: string | null | undefined
  /** The invoice's reference, for a link name that says which attachment it is. */
  reference: string
}

/**
 * Only absolute http(s) URLs without a user name become links; anything else (javascript:, data:,
 * relative, `https://bank.com@evil.com/`) is "—". The host it goes to is shown beside it, so a
 * link never hides where it leads; it stays out of the link's name, "Attachment for <number>",
 * where the number's invisible characters are markers, as everywhere else it is shown.
 */
export function InvoiceAttachmentLink({ url, reference }: InvoiceAttachmentLinkProps) {
  const safe = parseSafeHttpUrl(url)
  if (!safe) return <>—</>
  return (
    <span className="attachment">
      <a
        href={safe.href}
        target="_blank"
        rel="noopener noreferrer"
        className="attachment-link"
        title="Opens in a new tab"
      >
        Attachment <span className="visually-hidden">for {revealHiddenCharacters(reference)}</span>
        <span aria-hidden="true"> ↗</span>
      </a>{' '}
      <span className="attachment-host">
        <bdi dir="ltr">{safe.host}</bdi>
      </span>
    </span>
  )
}
