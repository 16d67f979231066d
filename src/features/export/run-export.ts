/** The export itself, loaded on demand: the walker, the CSV writer and papaparse stay out of the initial bundle. */
import type { ApiTarget } from '../../lib/api-target'
import { toLocalIsoDate } from '../../lib/iso-date'
import type { InvoiceFilters } from '../../api/invoice-filters'
import type { Invoice } from '../../api/invoice-schema'
import { formatCountOf } from '../../lib/format-count'
import { matchingSearch } from './matching-search'
import { walkInvoices, type WalkOptions } from '../../api/invoice-walker'
import { exportFilename } from './export-filename'
import { invoicesToCsv } from './invoice-csv'
import { describeWalkOutcome, type WalkOutcome } from '../../api/describe-walk-result'

export interface ExportFile {
  filename: string
  blob: Blob
  outcome: WalkOutcome
  /** What the export got against what the server claimed, in words (nothing saved when empty). */
  message: string
  /** Every invoice the server said matched, and at least one: a file worth saving again as it is. */
  whole: boolean
}

export async function exportInvoicesCsv(
  target: ApiTarget,
  filters: InvoiceFilters,
  options: WalkOptions,
): Promise<ExportFile> {
  const { invoices, ...outcome } = await walkInvoices(target, filters, options)
  const csv = invoicesToCsv(invoices)
  const filename = exportFilename(filters, toLocalIsoDate(new Date()))
  const got = { ...outcome, got: invoices.length }
  return {
    filename,
    blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    outcome: got,
    message: describeWalkOutcome('Exported', got, got.got > 0 ? ` to ${filename}` : ''),
    whole: got.got > 0 && got.complete,
  }
}

/**
 * The loaded set's invoices of this view, as they are on screen: no request at all. `shortfall`
 * ("of the 300 loaded; the server reported 3,200") says a set that fell short, after the file;
 * `search` names the search that narrowed them.
 */
export function exportLoadedCsv(
  invoices: readonly Invoice[],
  filters: InvoiceFilters,
  shortfall: string | null,
  search: string,
) {
  const filename = exportFilename(filters, toLocalIsoDate(new Date()), search)
  const exported = `Exported ${formatCountOf(invoices.length, 'invoice')}${matchingSearch(search)}`
  return {
    filename,
    blob: new Blob([invoicesToCsv(invoices)], { type: 'text/csv;charset=utf-8' }),
    message:
      shortfall === null
        ? `${exported} from the loaded set to ${filename}.`
        : `${exported} to ${filename}, ${shortfall}.`,
  }
}
