import { toLocalIsoDate } from '../lib/iso-date'
import { invoiceDb } from './invoice-db'
import { generateDemoInvoices } from './invoice-factory'

/**
 * Seeds the db with the demo's invoices (2,500 unless `count` says otherwise: 50,000 to try the
 * loaded set at scale), dated up to today (local calendar day). They are built on the db's first
 * read (~40 ms for 2,500), whenever the caller has time for it.
 */
export function seedDemoInvoices(today: Date = new Date(), count?: number) {
  invoiceDb.seedLazily(() =>
    generateDemoInvoices({ today: toLocalIsoDate(today), now: today.getTime(), count }),
  )
}
