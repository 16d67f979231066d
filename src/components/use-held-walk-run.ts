/**
 * `useWalkRun` for a walk the query cache runs under a held key (Load all, Aging's load): the load
 * outlives the page that started it (`runHeldLoad`), so the page shows it running, at its own
 * progress, whether this page started it or was left while it ran and opened again; Cancel stops
 * it in the cache either way; and how it ended (its words, the confirmation again when it stopped
 * early) is said by whichever page shows it next, not lost with the page that started it.
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

/** The end of a walk whose page was gone when it ended, and when it ended. */
interface UnsaidEnd {
  end: WalkEnd
  endedAt: number
}

/**
 * Where the end of a walk waits when the page that started it was left before it ended: in the
 * session's cache, outside the invoice queries' root, until a page for it is open to say it.
 */
const unsaidEndKey = (queryKey: QueryKey) => ['walk-end-unsaid', ...queryKey] as const

/**
 * How long an unsaid end still asks again (the confirmation at the cost the pages came at): later,
 * the page only says it. A confirmation nobody asked for, minutes after, about counts that may
 * have moved since, would surprise more than help; the set's own line and "Refresh all" remain.
 */
const ASKS_AGAIN_WITHIN_MS = 2 * 60_000

interface HeldWalkRunOptions extends WalkRunOptions {
  /** The view on screen, as a walk's `WalkEnd.for` names it: an end for another asks nothing. */
  view?: string | undefined
}

export function useHeldWalkRun(
  target: Pick<ApiTarget, 'budget'>,
  queryKey: QueryKey,
  { opening, view, ...options }: HeldWalkRunOptions,
) {
  const queryClient = useQueryClient()
  const endQuery = heldQuery<UnsaidEnd | null>(unsaidEndKey(queryKey))
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  // The walk's end, kept for a later page when this one is gone by then (its own lines are lost
  // with it) and there is something to say. A new walk forgets what an older one left unsaid.
  const keepingEnd =
    (walk: Walk): Walk =>
    async (signal, onProgress) => {
      queryClient.setQueryData(endQuery.queryKey, null)
      const end = await walk(signal, onProgress)
      if (!mounted.current && (end.message || end.outcome)) {
        // Typed apart: an object literal in `setQueryData` is checked against its updater form too.
        const unsaid: UnsaidEnd = { end, endedAt: Date.now() }
        queryClient.setQueryData(endQuery.queryKey, unsaid)
      }
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
  const unsaid = useQuery(endQuery).data ?? null
  const underWay = useLoadUnderWay(queryKey)
  const state: WalkRunState = underWay
    ? {
        step: 'running',
        progress: underWay.progress,
        startsAt: walk.state.step === 'running' ? walk.state.startsAt : null,
      }
    : walk.state
  // Said once, StrictMode's rehearsal or not; not over a walk this page runs now.
  const said = useRef<UnsaidEnd | null>(null)
  useEffect(() => {
    if (!unsaid || said.current === unsaid || state.step === 'running') return
    said.current = unsaid
    queryClient.setQueryData(endQuery.queryKey, null)
    const { end, endedAt } = unsaid
    const asksAgain = end.for === view && Date.now() - endedAt < ASKS_AGAIN_WITHIN_MS
    walk.finish(asksAgain ? end : { message: end.message })
  })
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
