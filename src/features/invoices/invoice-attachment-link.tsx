import { safeHttpUrl } from '../../lib/safe-http-url'

interface InvoiceAttachmentLinkProps {
  url: string | null | undefined
  /** The invoice's reference, for a link name that says which attachment it is. */
  reference: string
}

/** Only absolute http(s) URLs become links; anything else (javascript:, data:, relative) is "—". */
export function InvoiceAttachmentLink({ url, reference }: InvoiceAttachmentLinkProps) {
  const href = safeHttpUrl(url)
  if (!href) return <>—</>
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="attachment-link"
      title="Opens in a new tab"
    >
      Attachment <span className="visually-hidden">for {reference}</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  )
}
