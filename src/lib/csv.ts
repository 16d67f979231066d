/** CSV files a spreadsheet opens safely: UTF-8 with a byte-order mark, CRLF rows, no formulas. */
import Papa from 'papaparse'

/**
 * Text cells a spreadsheet would run as a formula get a leading apostrophe. Anchored to the first
 * character only: papaparse's default pattern ends in `.*$`, which a newline in the cell defeats.
 * A plain negative number (`-120.50`, a credit note written with its currency's decimals) is not a
 * formula and stays as it is.
 */
const formulaStart = /^(?!-\d+(?:\.\d+)?$)[=+\-@\t\r]/

const BYTE_ORDER_MARK = '\uFEFF'

export function toCsv(fields: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const body = Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: formulaStart, newline: '\r\n' },
  )
  return BYTE_ORDER_MARK + body
}
