/**
 * The invoice view (invoice-view.ts) read from the URL, and the navigation to each change of it:
 * filters push a history entry and go back to page one, paging pushes one, corrections replace the
 * entry they fix, and a search is shown as typed and written once it settles (invoice-view.ts says
 * when that is a new entry).
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import {
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router'
import { DEFAULT_LIMIT, type InvoiceFilters } from '../../../api/invoice-filters'
import { openingPageSize } from './opening-invoice-filters'
import type { DraftSync } from '../filters/use-draft'
import { holdForAnswer } from './answer-grace'
import {
  invoiceViewSearchParams,
  parseInvoiceView,
  readNavigationState,
  searchChange,
  searchView,
  type InvoiceView,
  type InvoiceViewChange,
} from './invoice-view'

interface InvoiceUrlStateOptions {
  /**
   * Called with the view about to be shown, before the URL changes, to start loading it; returns
   * the answer when one is on its way.
   */
  onShow?: (next: InvoiceFilters) => Promise<unknown> | undefined
  /**
   * Whether a view's rows are already at hand (cached). Such a view is shown within the click. Any
   * other view is held until its answer arrives, for at most a moment (answer-grace.ts): a quick
   * answer shows with the change in one render, a slow one after the change shows the old rows
   * waiting. Without it, every change waits for its answer.
   */
  isReady?: (next: InvoiceFilters) => boolean
}

export function useInvoiceUrlState({ onShow, isReady }: InvoiceUrlStateOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()

  // The remembered page size applies only to the entry the page was opened at, and only when that
  // URL named no filter at all (see ../pagination/rows-per-page-preference.ts).
  const [opening] = useState(() => ({ key: location.key, limit: openingPageSize(searchParams) }))
  const rememberedLimit =
    location.key === opening.key && opening.limit !== DEFAULT_LIMIT ? opening.limit : null
  const { view: urlView, corrections } = useMemo(
    () => parseInvoiceView(searchParams, rememberedLimit),
    [searchParams, rememberedLimit],
  )

  // The search box's typing: shown at once, written to the URL when the box says it has settled
  // (a pause in typing, or the box left: ../search/invoice-search-box.tsx). One history write per
  // pause, not one per key: in Chromium a write cost each key 5 ms over 50,000 loaded invoices, and
  // the entry only needs the settled search. The typing belongs to the location it was typed at, so
  // any move (Back, a change built on it, which carries it) leaves it for what the URL says.
  const [typed, setTyped] = useState<{ view: InvoiceView; at: typeof location } | null>(null)
  const view = typed?.at === location ? typed.view : urlView

  // A bad or incomplete URL is never sent: the query already uses the corrected view, and the entry
  // is rewritten in place to match it, with the reasons kept for the notice. An effect, because the
  // router navigates only from effects and events; the opening URL is parsed the same way by the
  // request that leaves before React mounts (src/app/start-first-query.ts).
  const needsRewrite = corrections.length > 0 || rememberedLimit !== null
  useEffect(() => {
    if (!needsRewrite) return
    const state = corrections.length ? { notice: corrections } : null
    setSearchParams(invoiceViewSearchParams(view), { replace: true, state })
  }, [needsRewrite, corrections, view, setSearchParams])

  // The one change held for its answer, and the view it leads to. A second change shows the first
  // at once and builds on it, so none is lost or reordered. Any other move (Back, Forward, a saved
  // view's link, leaving the page) drops it: the user has gone elsewhere.
  const held = useRef<{ view: InvoiceView; from: string; showNow: () => void } | null>(null)

  /**
   * A handler for one change (invoice-view.ts): it shows where the change leads, if anywhere, then
   * calls `shown` (a held change that is dropped never calls it).
   */
  const on =
    <A extends unknown[]>(change: InvoiceViewChange<A>, shown?: () => void) =>
    (...args: A) => {
      const before = held.current
      held.current = null
      // Still where it was made: shown now, and built on. Elsewhere, it is dropped.
      const pending = before?.from === window.location.href ? before : null
      pending?.showNow()
      const navigation = change(pending?.view ?? view, ...args)
      if (!navigation) return
      const { next, replace, state } = navigation
      const answer = onShow?.(next.filters)
      const changeUrl = () => {
        setSearchParams(invoiceViewSearchParams(next), { replace, state })
        shown?.()
      }
      if (!answer || isReady?.(next.filters)) {
        changeUrl()
        return
      }
      const from = window.location.href
      const showNow = holdForAnswer(answer, () => {
        if (held.current?.showNow === showNow) held.current = null
        if (window.location.href === from) changeUrl()
      })
      held.current = { view: next, from, showNow }
    }

  const navigationState = readNavigationState(location.state)

  return {
    view,
    notice: navigationState.notice ?? [],
    /** Drafts in the filter inputs yield to the URL on Back/Forward and after "Clear filters". */
    draftSync: {
      key: location.key,
      force: navigationType === NavigationType.Pop || navigationState.clearedFilters === true,
    } satisfies DraftSync,

    on,

    /**
     * A key in the search box: only for a view answered without a request (the loaded set). While
     * a change is held for its answer, the search is a change like any other, shown on top of it.
     */
    typeSearch: (query: string) => {
      if (held.current) {
        on(searchChange)(query)
        return
      }
      setTyped({ view: searchView(view, query), at: location })
    },
    /**
     * Typing paused or the box was left: what was typed goes to the URL now, unless a change built
     * on it is held (writing would drop that change; it writes the search when it lands). The write
     * and the typing's end render as one, within the task, so no key can land between them and be
     * dropped with the location it was typed at.
     */
    settleSearch: () => {
      if (view === urlView || held.current) return
      const { next, replace } = searchChange(urlView, view.local.query)
      flushSync(() => {
        setTyped(null)
        setSearchParams(invoiceViewSearchParams(next), { replace })
      })
    },

    /**
     * A handler for a correction of the view on screen (clamping it to its total): nothing while a
     * change is held, since that change leads to another view with a total of its own.
     */
    correct:
      <A extends unknown[]>(change: InvoiceViewChange<A>) =>
      (...args: A) => {
        if (!held.current) on(change)(...args)
      },

    dismissNotice: () => {
      // The same entry (a location is a path), without the notice it carried.
      void navigate(location, { replace: true, state: null })
    },
  }
}
