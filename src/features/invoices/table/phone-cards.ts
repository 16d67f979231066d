/**
 * At phone widths each row is a card (invoice-table-cards.css, under the same 37.5rem) of five
 * columns: number, amount, vendor, status and due date. The others are not drawn there at all,
 * headers and cells alike, rather than drawn and hidden: a phone's page is half the cells, so its
 * first render and every page flip do half the work. Their values are in the detail dialog that the
 * number opens. One header comes back without its cells: on a loaded set, Invoice date's sort button
 * (`sortKeysLeftOutOfCards`).
 */
import { useMemo, useSyncExternalStore } from 'react'
import { sortKeys } from '../../../api/invoice-sort'
import type { InvoiceColumnVisibility } from './invoice-column-visibility'
import type { InvoiceColumnId } from './invoice-columns'

const phoneWidths = window.matchMedia('(max-width: 37.5rem)')

/** True at phone widths, where rows are cards. */
export const showsCards = () => phoneWidths.matches

function subscribe(listener: () => void) {
  phoneWidths.addEventListener('change', listener)
  return () => {
    phoneWidths.removeEventListener('change', listener)
  }
}

/** True at phone widths, and again whenever the width crosses the line. */
export const useShowsCards = () => useSyncExternalStore(subscribe, showsCards, () => false)

/** The columns a card lays out (its grid areas in invoice-table-cards.css). */
type CardColumnId = 'invoiceNumber' | 'amount' | 'vendor' | 'status' | 'dueDate'

/** Every other column, so a new column is left out of cards or given a place in them. */
const leftOutOfCards = {
  invoiceDate: false,
  tags: false,
  attachmentUrl: false,
  id: false,
  emailId: false,
  createdAt: false,
  updatedAt: false,
} satisfies Record<Exclude<InvoiceColumnId, CardColumnId>, false>

/**
 * The sort keys whose columns a card leaves out ("Invoice date"): a loaded set's sort buttons stand
 * above the cards, and these follow the others there, after every header of a drawn column, so
 * each drawn header keeps its place over its cells.
 */
export const sortKeysLeftOutOfCards = sortKeys.filter((key) => key in leftOutOfCards)

/**
 * The columns to draw: the user's choice, less what a card leaves out when `cards`. The same
 * object while neither changes, so the rows are not drawn again.
 */
export function useDrawnColumns(
  chosen: InvoiceColumnVisibility,
  cards: boolean,
): InvoiceColumnVisibility {
  return useMemo(() => (cards ? { ...chosen, ...leftOutOfCards } : chosen), [cards, chosen])
}
