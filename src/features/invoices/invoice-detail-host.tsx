import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import type { Invoice } from '../../api/invoice-schema'
import { InvoiceDetailContext, loadInvoiceDetailDialog } from './invoice-detail-context'

const InvoiceDetailDialog = lazy(() =>
  loadInvoiceDetailDialog().then((module) => ({ default: module.InvoiceDetailDialog })),
)

/**
 * Lets every invoice-number button inside it open that invoice's detail dialog, and puts focus back
 * on the button when it closes. The open invoice is looked up in `invoices` (the rows on screen),
 * never copied out of the query cache.
 */
export function InvoiceDetailHost({
  invoices,
  children,
}: {
  invoices: readonly Invoice[]
  children: ReactNode
}) {
  const [detailId, setDetailId] = useState<string | null>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const openDetail = useCallback((invoiceId: string, opener: HTMLElement) => {
    openerRef.current = opener
    setDetailId(invoiceId)
  }, [])
  const closeDetail = useCallback(() => {
    setDetailId(null)
    if (openerRef.current?.isConnected) openerRef.current.focus()
  }, [])
  const detail = detailId === null ? undefined : invoices.find((invoice) => invoice.id === detailId)
  return (
    <InvoiceDetailContext value={openDetail}>
      {children}
      {detail && (
        <Suspense fallback={null}>
          <InvoiceDetailDialog key={detail.id} invoice={detail} onClose={closeDetail} />
        </Suspense>
      )}
    </InvoiceDetailContext>
  )
}
