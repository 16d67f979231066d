import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import type { Invoice } from '../../../api/invoice-schema'
import { ChunkErrorBoundary } from '../../../components/chunk-error-boundary'
import { lazyWithRetry } from '../../../components/lazy-with-retry'
import { InvoiceDetailContext, loadInvoiceDetailDialog } from './invoice-detail-context'

const InvoiceDetailDialog = lazyWithRetry(() =>
  loadInvoiceDetailDialog().then((module) => module.InvoiceDetailDialog),
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
      {detail && (
        // Offline, the dialog's chunk may not load: this spot says so, above the rows, and the rows
        // stay. (The dialog itself opens in the top layer, wherever it sits in the page.)
        <ChunkErrorBoundary what="the invoice details" onDismiss={closeDetail}>
          <Suspense fallback={null}>
            <InvoiceDetailDialog key={detail.id} invoice={detail} onClose={closeDetail} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
      {children}
    </InvoiceDetailContext>
  )
}
