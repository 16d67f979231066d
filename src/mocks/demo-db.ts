import { invoiceDb } from './invoice-db'
import { generateDemoInvoices } from './invoice-factory'

/** Seeds the db with the demo's ~2,500 invoices, dated up to today (local calendar day). */
export function seedDemoInvoices(today: Date = new Date()) {
  const day = [
    today.getFullYear(),
    String(today.getMonth() + 1).padStart(2, '0'),
    String(today.getDate()).padStart(2, '0'),
  ].join('-')
  invoiceDb.seed(generateDemoInvoices({ today: day }))
}
