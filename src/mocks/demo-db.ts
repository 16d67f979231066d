import { toLocalIsoDate } from '../lib/iso-date'
import { invoiceDb } from './invoice-db'
import { generateDemoInvoices } from './invoice-factory'

/**
 * Seeds the db with the demo's ~2,500 invoices, dated up to today (local calendar day). They are
 * built on the db's first read (~40 ms), whenever the caller has time for it.
 */
export function seedDemoInvoices(today: Date = new Date()) {
  invoiceDb.seedLazily(() =>
    generateDemoInvoices({ today: toLocalIsoDate(today), now: today.getTime() }),
  )
}
