/**
 * Back and Forward change the view under the control a keyboard user is on, and the control may not
 * survive it: "Previous page" is disabled on the first page, a filter's chip and "Clear filters" go
 * with the filter, the page field is renewed for its new number. Focus would fall to `<body>`.
 * It goes where the page's own change would have put it: the filter bar for a control of the
 * filters (as "Clear filters" and the last chip do), the table's top for anything else (as paging
 * does). A control that is still there and enabled keeps it.
 */
import { useEffect, useEffectEvent, useRef } from 'react'
import type { InvoicePageParts } from '../page-shortcut-actions'

export function useFocusAfterHistory({
  filterBar,
  focusResults,
}: Pick<InvoicePageParts, 'filterBar' | 'focusResults'>) {
  // The control focused last, and whether in the filters: a removed chip no longer knows its bar.
  const last = useRef<{ control: Element; inFilters: boolean } | null>(null)
  // A move through history whose view may not be on screen yet, until focus moves on.
  const moved = useRef(false)

  const restore = useEffectEvent(() => {
    const lost = last.current
    if (!moved.current || !lost) return
    const { control, inFilters } = lost
    if (control.isConnected && !control.matches(':disabled')) return
    moved.current = false
    const active = document.activeElement
    if (active !== control && active !== document.body) return
    if (inFilters) filterBar.current?.focus()
    else focusResults()
  })

  useEffect(() => {
    const remember = ({ target }: FocusEvent) => {
      if (!(target instanceof Element)) return
      last.current = { control: target, inFilters: Boolean(filterBar.current?.contains(target)) }
      moved.current = false
    }
    // The router may render the new view before this listener runs (React renders a popstate's
    // update at once) or after it: both are covered, here and after each render.
    const onHistory = () => {
      moved.current = true
      restore()
    }
    document.addEventListener('focusin', remember)
    window.addEventListener('popstate', onHistory)
    return () => {
      document.removeEventListener('focusin', remember)
      window.removeEventListener('popstate', onHistory)
    }
  }, [filterBar])

  useEffect(() => {
    restore()
  })
}
