/**
 * One walk at a time behind a button ("Export CSV", loading every matching or unpaid invoice): the
 * bar's progress and start time while it runs, then the line it leaves (its own words, the words
 * it was cancelled with, or why it failed), and the confirmation again when it stopped early at a
 * cost known now (`canReplanAfter`). The walk's words stay with its caller: the failure wording
 * loads with the walks' chunks. A walk the query cache runs goes through `useHeldWalkRun`.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { WalkOutcome } from '../api/describe-walk-result'
import type { WalkProgress } from '../api/invoice-walker'
import { canReplanAfter } from '../api/walk-plan'
import type { ApiTarget } from '../lib/api-target'

export type WalkRunState =
  | {
      step: 'idle'
      message?: string | undefined
      /** The message says why the walk failed: an alert, not a status line. */
      failed?: boolean
      /**
       * Counts the lines `say` has left: a line drawn under this key is a new node each time, so
       * the same words said twice in a row (a file saved again) are read out twice.
       */
      linesSaid?: number
    }
  | { step: 'running'; progress: WalkProgress | null; startsAt: number | null }

/** What a walk that came to its end leaves: its words, and its outcome to re-plan from. */
export interface WalkEnd {
  message?: string | undefined
  outcome?: WalkOutcome | undefined
  /**
   * Which view the walk was for (a key of its filters), where a walk the query cache ran on is
   * said on another page than the one that started it (`useHeldWalkRun`): only there is the outcome
   * asked about again.
   */
  for?: string | undefined
}

/**
 * The walk itself: stops when `signal` aborts (a walk the query cache runs has the cache's signal
 * instead, and its caller cancels it there too), and reports each page.
 */
export type Walk = (
  signal: AbortSignal,
  onProgress: (progress: WalkProgress) => void,
) => Promise<WalkEnd>

export interface WalkRunOptions {
  /** The line a failed walk leaves. */
  describeFailure: (error: unknown) => string
  /** Asks again after a walk that stopped early at a cost known now (`WalkConfirmation.replan`). */
  onReplan?: ((outcome: WalkOutcome) => void) | undefined
  /**
   * Asked once, as the component opens: a walk to start at once (it renders running from the
   * first frame), or `null` to wait for the button. For a walk the query cache runs: StrictMode's
   * rehearsed unmount aborts this hook's signal, so a walk on it would stop in development.
   */
  opening?: (() => Walk | null) | undefined
}

interface Run {
  controller: AbortController
  /** The words `cancel` was given: an abort on unmount alone says nothing, and re-plans nothing. */
  cancelled: string | null
}

export function useWalkRun(
  target: Pick<ApiTarget, 'budget'>,
  { describeFailure, onReplan, opening }: WalkRunOptions,
) {
  // Read as the walk starts: when the budget lets its first request go, for the bar's "Starts in".
  const running = (): WalkRunState & { step: 'running' } => ({
    step: 'running',
    progress: null,
    startsAt: target.budget?.readyAt?.() ?? null,
  })
  const [openingWalk] = useState(() => opening?.() ?? null)
  const [state, setState] = useState<WalkRunState>(() =>
    openingWalk ? running() : { step: 'idle' },
  )
  const current = useRef<Run | null>(null)

  // The line a walk leaves, and (cancelled or not) whether it asks again.
  const settle = (end: WalkEnd, cancelled: string | null) => {
    setState({ step: 'idle', message: cancelled ?? end.message })
    // Pages smaller than planned, or more of them: ask again, at the cost they came at.
    if (end.outcome && canReplanAfter(end.outcome.stopReason) && cancelled === null)
      onReplan?.(end.outcome)
  }

  // State is set only in the walk's callbacks, never in the call itself: the opening effect calls it.
  const run = (walk: Walk, startsAt: number | null): Promise<void> => {
    const thisRun: Run = { controller: new AbortController(), cancelled: null }
    current.current = thisRun
    return walk(thisRun.controller.signal, (progress) => {
      setState({ step: 'running', progress, startsAt })
    })
      .then(
        (end) => {
          settle(end, thisRun.cancelled)
        },
        (error: unknown) => {
          setState(
            thisRun.cancelled === null
              ? { step: 'idle', message: describeFailure(error), failed: true }
              : { step: 'idle', message: thisRun.cancelled },
          )
        },
      )
      .finally(() => {
        if (current.current === thisRun) current.current = null
      })
  }

  // The walk the opening decided on: its state already says it runs. Once, StrictMode or not.
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    if (openingWalk && state.step === 'running') void run(openingWalk, state.startsAt)
  })

  /** Stops the walk, which ends saying `message`; nothing when none runs. Stable: reads a ref. */
  const cancel = useCallback((message: string) => {
    const run = current.current
    if (!run) return
    run.cancelled = message
    run.controller.abort(new DOMException(message, 'AbortError'))
  }, [])

  // A walk on this signal does not outlive the component that shows it.
  useEffect(
    () => () => {
      current.current?.controller.abort()
    },
    [],
  )

  return {
    state,
    /** Runs `walk`; settles once its line is set. */
    start(walk: Walk): Promise<void> {
      const started = running()
      setState(started)
      return run(walk, started.startsAt)
    },
    cancel,
    /**
     * Ends as `end` says, as though this component's own walk had ended so: for a walk the query
     * cache ran on after the page that started it was left (`useHeldWalkRun`).
     */
    finish(end: WalkEnd) {
      settle(end, null)
    },
    /** A line for work done without a walk (a loaded set exported as is). */
    say(message: string) {
      setState((current) => ({
        step: 'idle',
        message,
        linesSaid: (current.step === 'idle' ? (current.linesSaid ?? 0) : 0) + 1,
      }))
    },
    /** Clears the line a finished walk left: it spoke of something no longer on screen. */
    forget() {
      setState((current) => (current.step === 'idle' ? { step: 'idle' } : current))
    },
  }
}
