import { toLocalIsoDate } from '../lib/iso-date'
import { invoiceDb } from './invoice-db'
import { demoInvoices } from './invoice-factory'

/**
 * Seeds the db with the demo's invoices (2,500 unless `count` says otherwise: 50,000 to try the
 * loaded set at scale), dated up to today (local calendar day). They are built later (~15–30 ms
 * for 2,500 on a 2-core machine): in slices while the caller has time, the rest on the db's first
 * read.
 */
export function seedDemoInvoices(today: Date = new Date(), count?: number) {
  invoiceDb.seedLazily(demoInvoices({ today: toLocalIsoDate(today), now: today.getTime(), count }))
}
