/**
 * How many body rows, from the first, reach into view: the rows above the bottom edge of both the
 * table's scroller and the window. Rows the user cannot see yet are drawn after the ones they can
 * (invoice-table.tsx). Before the first measure, a count the window's height cannot exceed.
 *
 * Measured only where layout is already done: after a scroll or resize, and after the next paint
 * once the rows have changed. React's own reads of the count are of the last measure, so no render
 * or commit forces a layout (a read in the commit of the first page cost the first row ~25 ms).
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react'

export function useRowsInView(
  scroller: RefObject<HTMLElement | null>,
  body: RefObject<HTMLTableSectionElement | null>,
  /** The rows drawn: when they change, the count is measured again. */
  rows: unknown,
): number {
  const [store] = useState(() => rowsInViewStore(scroller, body))
  useEffect(() => {
    // After the paint of the rows: the frame's layout is done by then.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(store.measure, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [store, rows])
  return useSyncExternalStore(store.subscribe, store.count, store.count)
}

function rowsInViewStore(
  scroller: RefObject<HTMLElement | null>,
  body: RefObject<HTMLTableSectionElement | null>,
) {
  let count = rowsTheWindowHolds()
  let onChange: (() => void) | undefined
  const measure = () => {
    const next = rowsInView(scroller.current, body.current)
    if (next === count) return
    count = next
    onChange?.()
  }
  // Scroll events do not bubble; captured at the window, they come from any scroller.
  const options = { capture: true, passive: true }
  return {
    measure,
    count: () => count,
    subscribe: (listener: () => void) => {
      onChange = listener
      window.addEventListener('scroll', measure, options)
      window.addEventListener('resize', measure)
      return () => {
        onChange = undefined
        window.removeEventListener('scroll', measure, options)
        window.removeEventListener('resize', measure)
      }
    },
  }
}

/** The shortest rows' height: compact rows, 2.25rem (invoice-table-toolbar.css) at 16 px. */
const SHORTEST_ROW_PX = 36

/**
 * Before anything is measured: as many of the shortest rows as the window's height holds, more than
 * can be in view below the page's header. Without layout (jsdom), every row.
 */
const rowsTheWindowHolds = () =>
  document.documentElement.clientHeight === 0
    ? Infinity
    : Math.ceil(window.innerHeight / SHORTEST_ROW_PX)

/** Without layout (no size, as in jsdom) every row counts as in view. */
function rowsInView(scroller: HTMLElement | null, body: HTMLTableSectionElement | null): number {
  if (!scroller || !body || scroller.clientHeight === 0) return Infinity
  const bottom = Math.min(window.innerHeight, scroller.getBoundingClientRect().bottom)
  let index = 0
  while ((body.rows[index]?.getBoundingClientRect().top ?? bottom) < bottom) index += 1
  return index
}
