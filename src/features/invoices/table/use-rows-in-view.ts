/**
 * How many body rows, from the first, reach into view: the rows above the bottom edge of both the
 * table's scroller and the window. Rows the user cannot see yet are drawn after the ones they can
 * (invoice-table.tsx).
 */
import { useSyncExternalStore, type RefObject } from 'react'

export function useRowsInView(
  scroller: RefObject<HTMLElement | null>,
  body: RefObject<HTMLTableSectionElement | null>,
): number {
  return useSyncExternalStore(subscribe, () => rowsInView(scroller.current, body.current), allRows)
}

function subscribe(onChange: () => void) {
  // Scroll events do not bubble; captured at the window, they come from any scroller.
  const options = { capture: true, passive: true }
  window.addEventListener('scroll', onChange, options)
  window.addEventListener('resize', onChange)
  return () => {
    window.removeEventListener('scroll', onChange, options)
    window.removeEventListener('resize', onChange)
  }
}

const allRows = () => Number.POSITIVE_INFINITY

/** Without layout (no size, as in jsdom) every row counts as in view. */
function rowsInView(scroller: HTMLElement | null, body: HTMLTableSectionElement | null): number {
  if (!scroller || !body || scroller.clientHeight === 0) return Number.POSITIVE_INFINITY
  const bottom = Math.min(window.innerHeight, scroller.getBoundingClientRect().bottom)
  const rows = body.rows
  let index = 0
  while (index < rows.length && (rows[index] as HTMLElement).getBoundingClientRect().top < bottom)
    index += 1
  return index
}
