/**
 * Lazy components that may fail to load (offline, a deploy that replaced them) without sticking:
 * React's `lazy` keeps a failed promise forever, so one network blip would break that spot until a
 * reload. These forget a failure and load again when told (see `retryable-import.ts` for plain
 * imports).
 */
import { lazy, type ComponentType } from 'react'

/** Bumped by "Try again" and by coming back online: failed lazy components then load afresh. */
let retryRound = 0

export function retryFailedChunks() {
  retryRound += 1
}

/**
 * A lazy component whose load is tried again after a failure, once `retryFailedChunks` says so: mount
 * it under a `ChunkErrorBoundary`, which does on "Try again" and when the browser is back online.
 * Not before: React renders a failed spot again by itself, and each time would be another request.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let failedInRound: number | null = null
  const create = () =>
    lazy(async () => {
      try {
        return { default: await load() }
      } catch (error) {
        failedInRound = retryRound
        throw error
      }
    })
  let current = create()
  function LazyWithRetry(props: P) {
    if (failedInRound !== null && retryRound > failedInRound) {
      failedInRound = null
      current = create()
    }
    const Current = current
    return <Current {...props} />
  }
  return LazyWithRetry
}
