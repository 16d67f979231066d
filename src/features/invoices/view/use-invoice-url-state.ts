/**
 * The invoice view (invoice-view.ts) read from the URL, and the navigation to each change of it:
 * filters push a history entry and go back to page one, paging pushes one, corrections replace the
 * entry they fix.
 */
import { startTransition, useEffect, useMemo, useState } from 'react'
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
import {
  invoiceViewSearchParams,
  parseInvoiceView,
  readNavigationState,
  type InvoiceViewChange,
} from './invoice-view'

interface InvoiceUrlStateOptions {
  /** Called with the view about to be shown, before the URL changes (to start loading it). */
  onShow?: (next: InvoiceFilters) => void
  /**
   * Whether a view's rows are already at hand (cached). Such a view is shown within the click, in
   * one render; any other view changes in a transition, so a quick response can take the place of
   * the interim render of the old rows marked stale. Without it, every change is a transition.
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
  const { view, corrections } = useMemo(
    () => parseInvoiceView(searchParams, rememberedLimit),
    [searchParams, rememberedLimit],
  )

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

  const navigationState = readNavigationState(location.state)

  return {
    view,
    notice: navigationState.notice ?? [],
    /** Drafts in the filter inputs yield to the URL on Back/Forward and after "Clear filters". */
    draftSync: {
      key: location.key,
      force: navigationType === NavigationType.Pop || navigationState.clearedFilters === true,
    } satisfies DraftSync,

    /** A handler for one change (invoice-view.ts): it shows where the change leads, if anywhere. */
    on:
      <A extends unknown[]>(change: InvoiceViewChange<A>) =>
      (...args: A) => {
        const navigation = change(view, ...args)
        if (!navigation) return
        const { next, replace, state } = navigation
        onShow?.(next.filters)
        const changeUrl = () => {
          setSearchParams(invoiceViewSearchParams(next), { replace, state })
        }
        // The router leaves the urgency to the caller (app.tsx): this is where it is decided.
        if (isReady?.(next.filters)) changeUrl()
        else startTransition(changeUrl)
      },

    dismissNotice: () => {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null },
      )
    },
  }
}
