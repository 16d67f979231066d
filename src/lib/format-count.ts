/** Whole counts in the user's locale ("2,500 invoices"), one formatter for every message. */
const countFormatter = new Intl.NumberFormat()

export function formatCount(value: number): string {
  return countFormatter.format(value)
}

/** A count with its noun, singular for exactly one: "1 invoice", "2,500 invoices", "3 days". */
export function formatCountOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`
}
