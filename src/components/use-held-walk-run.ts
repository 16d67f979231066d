/**
 * `useWalkRun` for a walk the query cache runs under a held key (Load all, Aging's load): the load
 * outlives the page that started it (`runHeldLoad`), so the page shows it running, at its own
 * progress, whether this page started it or was left while it ran and opened again; Cancel stops
 * it in the cache either way; and how it ended (its words, the confirmation again when it stopped
 * early) is said by whichever page shows it then, not lost with the page that started it.
 */
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLoadUnderWay } from '../api/held-load'
import { heldQuery } from '../api/held-query'
import {
  useWalkRun,
  type Walk,
  type WalkEnd,
  type WalkRunOptions,
  type WalkRunState,
} from './use-walk-run'
import type { ApiTarget } from '../lib/api-target'

/**
 * Where the end of a walk waits when the page that started it was left before it ended: in the
 * session's cache, outside the invoice queries' root, until a page for it is open to say it.
 */
const unsaidEndKey = (queryKey: QueryKey) => ['walk-end-unsaid', ...queryKey] as const

export function useHeldWalkRun(
  target: Pick<ApiTarget, 'budget'>,
  queryKey: QueryKey,
  { opening, ...options }: WalkRunOptions,
) {
  const queryClient = useQueryClient()
  const endKey = unsaidEndKey(queryKey)
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  // The walk's end, kept for a later page when this one is gone by then (its own lines are lost
  // with it). A new walk forgets what an older one left unsaid.
  const keepingEnd =
    (walk: Walk): Walk =>
    async (signal, onProgress) => {
      queryClient.setQueryData(endKey, null)
      const end = await walk(signal, onProgress)
      if (!mounted.current) queryClient.setQueryData(endKey, end)
      return end
    }
  const walk = useWalkRun(target, {
    ...options,
    opening:
      opening &&
      (() => {
        const walk = opening()
        return walk && keepingEnd(walk)
      }),
  })
  const unsaidEnd = useQuery(heldQuery<WalkEnd | null>(endKey)).data ?? null
  // Said once, StrictMode's rehearsal or not.
  const said = useRef<WalkEnd | null>(null)
  useEffect(() => {
    if (!unsaidEnd || said.current === unsaidEnd) return
    said.current = unsaidEnd
    queryClient.setQueryData(endKey, null)
    walk.finish(unsaidEnd)
  })
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
    start: (run: Walk) => walk.start(keepingEnd(run)),
    /** Stops the load in the cache; the line says `message`, whichever page started it. */
    cancel(message: string) {
      if (walk.state.step === 'running') walk.cancel(message)
      else walk.say(message)
      void queryClient.cancelQueries({ queryKey })
    },
  }
}
