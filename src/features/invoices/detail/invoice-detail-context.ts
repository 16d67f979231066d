/** Lets a cell open the detail dialog without the module-scope columns knowing about table state. */
import { createContext } from 'react'
import { retryableImport } from '../../../components/retryable-import'

/** Opens the dialog for an invoice id; `opener` gets focus back when it closes. */
export type OpenInvoiceDetail = (invoiceId: string, opener: HTMLElement) => void

export const InvoiceDetailContext = createContext<OpenInvoiceDetail>(() => undefined)

/**
 * The dialog's code is its own chunk: start fetching it as soon as someone reaches for a number. A
 * failed load is forgotten, so the next reach (or "Try again") fetches it again.
 */
export const loadInvoiceDetailDialog = retryableImport(() => import('./invoice-detail-dialog'))
