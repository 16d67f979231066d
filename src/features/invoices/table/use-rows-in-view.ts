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
  const [store] = useState(() => rowsInViewStore(() => rowsInView(scroller.current, body.current)))
  useEffect(() => store.measureAfterPaint(), [store, rows])
  return useSyncExternalStore(store.subscribe, store.count, store.count)
}

function rowsInViewStore(measure: () => number) {
  let count = rowsTheWindowHolds()
  let onChange: () => void = ignore
  const update = () => {
    const next = measure()
    if (next === count) return
    count = next
    onChange()
  }
  return {
    count: () => count,
    subscribe: (listener: () => void) => {
      onChange = listener
      // Scroll events do not bubble; captured at the window, they come from any scroller.
      const options = { capture: true, passive: true }
      window.addEventListener('scroll', update, options)
      window.addEventListener('resize', update)
      return () => {
        onChange = ignore
        window.removeEventListener('scroll', update, options)
        window.removeEventListener('resize', update)
      }
    },
    /** Measures once the next frame has been painted; returns the cancel. */
    measureAfterPaint: () => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(update, 0)
      })
      return () => {
        cancelAnimationFrame(frame)
        clearTimeout(timer)
      }
    },
  }
}

const ignore = () => undefined

/** The shortest rows (compact, invoice-table-toolbar.css), in rem. */
const SHORTEST_ROW_REM = 2.25

/**
 * Before anything is measured: as many of the shortest rows as the window's height holds, more than
 * can be in view below the page's header. Without layout (jsdom), every row.
 */
function rowsTheWindowHolds(): number {
  const root = document.documentElement
  if (root.clientHeight === 0) return Number.POSITIVE_INFINITY
  const remPx = Number.parseFloat(getComputedStyle(root).fontSize) || 16
  return Math.ceil(window.innerHeight / (SHORTEST_ROW_REM * remPx))
}

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
