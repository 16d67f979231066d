/** Lets a cell open the detail dialog without the module-scope columns knowing about table state. */
import { createContext } from 'react'

/** Opens the dialog for an invoice id; `opener` gets focus back when it closes. */
export type OpenInvoiceDetail = (invoiceId: string, opener: HTMLElement) => void

export const InvoiceDetailContext = createContext<OpenInvoiceDetail>(() => undefined)

/**
 * The dialog's code is its own chunk: start fetching it as soon as someone reaches for a number. A
 * failed load is tried again by the lazy component that renders it (components/lazy-with-retry.tsx).
 */
export const loadInvoiceDetailDialog = () => import('./invoice-detail-dialog')
