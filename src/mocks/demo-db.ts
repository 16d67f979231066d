import { toLocalIsoDate } from '../lib/iso-date'
import { invoiceDb } from './invoice-db'
import { generateDemoInvoices } from './invoice-factory'

/** Seeds the db with the demo's ~2,500 invoices, dated up to today (local calendar day). */
export function seedDemoInvoices(today: Date = new Date()) {
  invoiceDb.seed(generateDemoInvoices({ today: toLocalIsoDate(today) }))
}

/** The same rows, built on the db's first read instead of now. */
export function seedDemoInvoicesLazily(today: Date = new Date()) {
  invoiceDb.seedLazily(() => generateDemoInvoices({ today: toLocalIsoDate(today) }))
}
