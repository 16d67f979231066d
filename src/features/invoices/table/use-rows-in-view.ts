/**
 * How many body rows, from the first, reach into view: the rows above the bottom edge of both the
 * table's scroller and the window. Rows the user cannot see yet are drawn after the ones they can
 * (invoice-table.tsx). Before the first measure, a count the rows in view cannot exceed.
 *
 * Measured only where layout is already done: after the paint that follows a scroll, a resize, a
 * change of the page's height (content above the table moved it) or a render of the table; and at
 * once when code moves the rows just before a render (`ROWS_MOVED_EVENT`). React's own reads of the
 * count are of the last measure, so no render or commit forces a layout (a read in the commit of the
 * first page cost the first row ~25 ms).
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react'
import { afterNextPaint } from '../../../lib/after-next-paint'
import { SKELETON_ROW_CLASS } from './invoice-table-skeleton'
import { showsCards } from './phone-cards'

export function useRowsInView(
  scroller: RefObject<HTMLElement | null>,
  body: RefObject<HTMLTableSectionElement | null>,
): number {
  const [store] = useState(() => rowsInViewStore(scroller, body))
  // After every render of the table (new rows, compact rows, columns, notices above it), once it
  // has been painted: the frame's layout is done by then.
  useEffect(() => afterNextPaint(store.measure))
  return useSyncExternalStore(store.subscribe, store.count, store.count)
}

/**
 * Said on the window by code that has just moved the rows (`focusTableTop`), before the render that
 * draws the next rows: they are measured at once, so that render draws first the rows now in view.
 */
export const ROWS_MOVED_EVENT = 'invoice-rows-moved'

/**
 * The count matters only when new rows arrive, and the render that draws them reads it: a changed
 * count re-renders nothing (scrolling through the rows would re-render the table at every row).
 */
function rowsInViewStore(
  scroller: RefObject<HTMLElement | null>,
  body: RefObject<HTMLTableSectionElement | null>,
) {
  let count = rowsTheWindowHolds()
  const measure = () => {
    count = rowsInView(scroller.current, body.current)
  }
  // The browser's own news of a move (a scroll, a resize, the page's height) comes inside a frame,
  // before its paint: measured once that frame is painted, and once for a frame's worth of them, so
  // the frame that shows a new page does not lay out again for it (traced on a phone: 9 ms at 4×
  // slowdown in "Next page"'s frame).
  let cancelLater: (() => void) | null = null
  const measureLater = () => {
    cancelLater ??= afterNextPaint(() => {
      cancelLater = null
      measure()
    })
  }
  // Scroll events do not bubble; captured at the window, they come from any scroller.
  const options = { capture: true, passive: true }
  return {
    measure,
    count: () => count,
    subscribe: () => {
      window.addEventListener(ROWS_MOVED_EVENT, measure)
      window.addEventListener('scroll', measureLater, options)
      window.addEventListener('resize', measureLater)
      // Content above the table that comes or goes (a notice, a panel that loads) moves the rows
      // without a render of the table; it changes the page's height.
      const page = new ResizeObserver(measureLater)
      page.observe(document.body)
      return () => {
        window.removeEventListener(ROWS_MOVED_EVENT, measure)
        window.removeEventListener('scroll', measureLater, options)
        window.removeEventListener('resize', measureLater)
        page.disconnect()
        cancelLater?.()
        cancelLater = null
      }
    },
  }
}

/**
 * The shortest rows' height: compact rows, 2.25rem (invoice-table-toolbar.css) at 16 px. At phone
 * widths (phone-cards.ts) every row is a card of three lines, 85 px at 16 px: counted as 36 px
 * there, a phone's first page would draw 13 cards before its first paint where 5 are in view.
 */
const shortestRowPx = () => (showsCards() ? 80 : 36)

/**
 * What stands above the first row at any width, at the least: the app's header, the heading, the
 * filters, the actions and the pager. Measured at 420 px on a phone, 554 px at 1920 px wide and more
 * where the filters wrap; the first page's rows are drawn as if it were less.
 */
const ABOVE_FIRST_ROW_PX = 360

/**
 * Before anything is measured: as many of the shortest rows as fit between what stands above the
 * table and the window's bottom, at least as many as can be in view. Without layout (jsdom), every
 * row.
 */
const rowsTheWindowHolds = () =>
  document.documentElement.clientHeight === 0
    ? Infinity
    : // A page opened scrolled (coming from a scrolled page) has that much less above the view.
      Math.max(
        1,
        Math.ceil((window.innerHeight + window.scrollY - ABOVE_FIRST_ROW_PX) / shortestRowPx()),
      )

/** Without layout (no size, as in jsdom) every row counts as in view. */
function rowsInView(scroller: HTMLElement | null, body: HTMLTableSectionElement | null): number {
  if (!scroller || !body || scroller.clientHeight === 0) return Infinity
  const bottom = Math.min(window.innerHeight, scroller.getBoundingClientRect().bottom)
  const rows = body.rows
  const first = rows[0]
  // Placeholders, and what stands above them, change with the rows' arrival: as many of the shortest
  // rows as fit below the first placeholder, or below what always stands above the table if more.
  if (first?.classList.contains(SKELETON_ROW_CLASS)) {
    const space = bottom - first.getBoundingClientRect().top
    return Math.max(Math.ceil(space / shortestRowPx()), rowsTheWindowHolds())
  }
  let index = 0
  while (index < rows.length && (rows[index]?.getBoundingClientRect().top ?? bottom) < bottom)
    index += 1
  // Every row drawn is in view (a short page): the next page may fill the window.
  if (index === rows.length) return Math.max(index, rowsTheWindowHolds())
  // And one more: the next page's rows may be a little shorter, or start a little higher.
  return index + 1
}
