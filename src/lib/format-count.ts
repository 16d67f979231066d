/** Whole counts in the user's locale ("2,500 invoices"), one formatter for every message. */
const countFormatter = new Intl.NumberFormat()

export function formatCount(value: number): string {
  return countFormatter.format(value)
}
