/**
 * Search over a loaded set: case- and accent-insensitive, every word must appear in one of the
 * invoice number, vendor, tags, id or e-mail id. The text is folded once per invoice when the set
 * loads, so a keystroke over 50,000 invoices is one `includes` per word per invoice, and fewer
 * once the query only grows.
 */
import type { Invoice } from './invoice-schema'

/** Lower case without accents or other combining marks: "Société" and "societe" fold alike. */
function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The words of a query, folded; an empty list matches everything. */
export function searchWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/u).filter(Boolean)
}

const FIELD_SEPARATOR = '\u0000'

/** One folded text per invoice, its fields kept apart so a word never matches across two. */
export function searchTextOf(invoice: Invoice): string {
  return foldForSearch(
    [invoice.invoiceNumber, invoice.vendor, ...(invoice.tags ?? []), invoice.id, invoice.emailId]
      .filter((field): field is string => typeof field === 'string')
      .join(FIELD_SEPARATOR),
  )
}

/**
 * True when whatever matches `next` matched `previous`: each earlier word lies inside a new one (the
 * query only grew), so the new search need only look among the previous matches.
 */
export function narrows(previous: readonly string[], next: readonly string[]): boolean {
  return previous.every((word) => next.some((nextWord) => nextWord.includes(word)))
}

/** The positions in `texts` (all, or only those `within`) whose text holds every word, in order. */
export function matchingPositions(
  texts: readonly string[],
  words: readonly string[],
  within?: readonly number[],
): number[] {
  const positions: number[] = []
  const test = (index: number) => {
    const text = texts[index] ?? ''
    if (words.every((word) => text.includes(word))) positions.push(index)
  }
  if (within) within.forEach(test)
  else for (let index = 0; index < texts.length; index += 1) test(index)
  return positions
}
