/**
 * CSV files a spreadsheet opens safely: UTF-8 with a byte-order mark, CRLF rows, no formulas, no
 * invisible characters.
 */
import Papa from 'papaparse'
import { revealHiddenCharacters } from './hidden-characters'

/**
 * Text cells a spreadsheet would run as a formula get a leading apostrophe. Anchored to the first
 * character only: papaparse's default pattern ends in `.*$`, which a newline in the cell defeats.
 * A plain negative number (`-120.50`, a credit note written with its currency's decimals) is not a
 * formula and stays as it is.
 */
const formulaStart = /^(?!-\d+(?:\.\d+)?$)[=+\-@\t\r]/

const BYTE_ORDER_MARK = '\uFEFF'

/**
 * Text is written with its invisible characters marked, "⟨U+202E⟩", as the dashboard shows them:
 * a spreadsheet would obey a right-to-left override ("INV‮1234" read as "INV4321") or hide a
 * zero-width space, and the file would say something its reader cannot see.
 */
const cellText = (value: unknown) =>
  typeof value === 'string' ? revealHiddenCharacters(value) : value

export function toCsv(fields: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const body = Papa.unparse(
    { fields: fields.map(revealHiddenCharacters), data: rows.map((row) => row.map(cellText)) },
    { escapeFormulae: formulaStart, newline: '\r\n' },
  )
  return BYTE_ORDER_MARK + body
}
