/**
 * The order in which currencies are listed wherever invoices are summed per currency (the aging
 * report, a summary): the currency of most invoices first, ties by code, a missing currency last.
 * It depends only on the sums, so the invoices' own order (a sort, the API's pages) cannot change it.
 */
export const currencyOrder =
  <T>(countOf: (item: T) => number, currencyOf: (item: T) => string | null) =>
  (a: T, b: T): number => {
    const [currencyA, currencyB] = [currencyOf(a), currencyOf(b)]
    return (
      countOf(b) - countOf(a) ||
      Number(!currencyA) - Number(!currencyB) ||
      (currencyA ?? '').localeCompare(currencyB ?? '')
    )
  }
