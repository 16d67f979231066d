/**
 * `useWalkRun` for a walk the query cache runs under a held key (Load all, Aging's load): the load
 * outlives the page that started it (`runHeldLoad`), so the page shows it running, at its own
 * progress, whether this page started it or was left while it ran and opened again; and Cancel
 * stops it in the cache either way.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useLoadUnderWay } from '../api/held-load'
import { useWalkRun, type WalkRunOptions, type WalkRunState } from './use-walk-run'
import type { ApiTarget } from '../lib/api-target'

export function useHeldWalkRun(
  target: Pick<ApiTarget, 'budget'>,
  queryKey: QueryKey,
  options: WalkRunOptions,
) {
  const queryClient = useQueryClient()
  const walk = useWalkRun(target, options)
  const underWay = useLoadUnderWay(queryKey)
  const state: WalkRunState = underWay
    ? {
        step: 'running',
        progress: underWay.progress,
        startsAt: walk.state.step === 'running' ? walk.state.startsAt : null,
      }
    : walk.state
  return {
    ...walk,
    state,
    /** Stops the load in the cache; the line says `message`, whichever page started it. */
    cancel(message: string) {
      if (walk.state.step === 'running') walk.cancel(message)
      else walk.say(message)
      void queryClient.cancelQueries({ queryKey })
    },
  }
}
