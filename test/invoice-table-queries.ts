/** Finds rows and cells of the invoice table the way a person reads it: by invoice and column. */
import { screen, within } from '@testing-library/react'
import { toLocalIsoDate } from '../src/lib/iso-date'

export function invoiceTable() {
  return screen.getByRole('table', { name: 'Invoices' })
}

export function columnHeaders(): string[] {
  return within(invoiceTable())
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
}

/** The row whose row header (the invoice-number button) is named `reference`. */
export function invoiceRow(reference: string): HTMLElement {
  const row = within(invoiceTable())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: reference }))
  if (!row) throw new Error(`No invoice row named ${reference}`)
  return row
}

/** The cell of `reference`'s row under the column header `column`. */
export function invoiceCell(reference: string, column: string): HTMLElement {
  const index = columnHeaders().indexOf(column)
  const cell = invoiceRow(reference).children.item(index)
  if (index < 0 || !(cell instanceof HTMLElement)) throw new Error(`No ${column} column`)
  return cell
}

/** The text of every body row's cell under the column header `column`, top to bottom. */
export function columnValues(column: string): (string | null)[] {
  const index = columnHeaders().indexOf(column)
  if (index < 0) throw new Error(`No ${column} column`)
  return within(invoiceTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children.item(index)?.textContent ?? null)
}

/** A `YYYY-MM-DD` this many days from today, on the local calendar. */
export function localIsoDate(daysFromToday: number): string {
  const now = new Date()
  return toLocalIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysFromToday))
}
