/** The export itself, loaded on demand: the walker, the CSV writer and papaparse stay out of the initial bundle. */
import type { ApiTarget } from '../../lib/api-target'
import { toLocalIsoDate } from '../../lib/iso-date'
import type { InvoiceFilters } from '../../api/invoice-filters'
import { walkInvoices, type WalkOptions } from '../../api/invoice-walker'
import { exportFilename } from './export-filename'
import { invoicesToCsv } from './invoice-csv'
import type { WalkOutcome } from './describe-walk-result'

export interface ExportFile {
  filename: string
  blob: Blob
  outcome: WalkOutcome
}

export async function exportInvoicesCsv(
  target: ApiTarget,
  filters: InvoiceFilters,
  options: WalkOptions,
): Promise<ExportFile> {
  const { invoices, ...outcome } = await walkInvoices(target, filters, options)
  const csv = invoicesToCsv(invoices)
  return {
    filename: exportFilename(filters, toLocalIsoDate(new Date())),
    blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    outcome: { ...outcome, got: invoices.length },
  }
}
