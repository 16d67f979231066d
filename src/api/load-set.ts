/**
 * Loading the loaded set (`loaded-set.ts`) when the user asks: loaded with the button that asks, not
 * at start-up.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { LoadShortfall } from './describe-walk-result'
import type { ApiTarget } from '../lib/api-target'
import { runHeldLoad } from './held-load'
import { sameMatchingFilters, type MatchFilters } from './invoice-filters'
import type { Invoice } from './invoice-schema'
import type { WalkProgress } from './invoice-walker'
import { loadedSetQueries, type LoadedSet } from './loaded-set'

/** What a load's walk brought: its invoices, how they fell short, and whether it stopped early. */
export interface WalkedSet {
  invoices: Invoice[]
  shortfall: LoadShortfall | null
  /** The walk stopped before the server's last page (its ceiling, a count that grew, …). */
  stoppedEarly: boolean
}

/**
 * A set of the same filters that a walk which stopped early would only make worse: it was whole,
 * or it holds as many invoices. A whole set as it was is worth more than the pages of a server
 * that has since grown past what the user confirmed.
 */
function outweighs(previous: LoadedSet, scope: MatchFilters, walked: readonly Invoice[]): boolean {
  return (
    sameMatchingFilters(previous.scope, scope) &&
    (previous.shortfall === null || previous.invoices.length >= walked.length)
  )
}

/**
 * Loads a set (replacing the connection's previous one) with `walk`, the walker bound to the
 * filters and the user's confirmation. Cancelling (`cancelQueries` on its key) keeps the previous set, and so does
 * a refresh of the same filters that stopped early when the previous set `outweighs` what it got.
 */
export function loadSet(
  queryClient: QueryClient,
  target: ApiTarget,
  walk: (signal: AbortSignal, onProgress: (progress: WalkProgress) => void) => Promise<WalkedSet>,
  scope: MatchFilters,
): Promise<LoadedSet> {
  const { queryKey } = loadedSetQueries.current(target)
  // One entry per connection whatever the scope: a new load replaces the set it holds.
  return runHeldLoad(
    queryClient,
    queryKey,
    async (signal, onProgress) => {
      // Fetched while the walk runs; a failed walk leaves the failed import unread.
      const engine = import('./loaded-set-engine')
      engine.catch(() => undefined)
      const previous = queryClient.getQueryData<LoadedSet>(queryKey)
      const { invoices, shortfall, stoppedEarly } = await walk(signal, onProgress)
      if (stoppedEarly && previous && outweighs(previous, scope, invoices)) return previous
      const loadedAt = Date.now()
      const { prepareLoadedSet } = await engine
      return prepareLoadedSet(scope, invoices, shortfall, { loadedAt, signal })
    },
    // A refreshed set is new: comparing 50,000 invoices with the old ones would only cost time.
    { structuralSharing: false },
  )
}
