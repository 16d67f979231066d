import { ROWS_MOVED_EVENT } from './use-rows-in-view'

/**
 * After a page change, focus goes to the table (announced with its name and row count) and the
 * results' top comes into view (what is said above the rows, such as "Showing the previous
 * results", included), so keyboard and screen-reader users start reading the new page.
 */
export function focusTableTop(container: HTMLElement | null) {
  const table = container?.querySelector('table')
  if (!container || !table) return
  // Scroll areas between the table and the container (the table's own scroller) go back to the top.
  for (let element = table.parentElement; element; element = element.parentElement) {
    element.scrollTop = 0
    if (element === container) break
  }
  if (!table.hasAttribute('tabindex')) table.tabIndex = -1
  table.focus({ preventScroll: true })
  // Scroll the window only when the results' top is out of sight (above the viewport).
  if (container.getBoundingClientRect().top < 0) container.scrollIntoView({ block: 'start' })
  // The rows moved now, but the browser says so (a scroll event) a frame later, after the new page
  // has rendered: said now, the rows in view are measured before that render (use-rows-in-view.ts),
  // which then draws first the rows it brings into view, not all that were in view before the move
  // (at a page's bottom, all 50).
  window.dispatchEvent(new Event(ROWS_MOVED_EVENT))
}
