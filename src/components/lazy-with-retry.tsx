/**
 * Code split into chunks that may fail to load (offline, a deploy that replaced them) without
 * sticking: React's `lazy` and a memoised `import()` both keep a failed promise forever, so one
 * network blip would break that spot until a reload. These forget a failure and load again next time.
 */
import { lazy, type ComponentType } from 'react'

/** The name of a chunk's load failure: a local boundary (chunk-error-boundary.tsx) answers only these. */
export const CHUNK_LOAD_ERROR = 'ChunkLoadError'

/** Only needed after a failure (when the network is back), so it is a chunk of its own. */
function reloadStylesheetsThen<T>(load: () => Promise<T>): Promise<T> {
  return import('./reload-failed-stylesheets').then(({ reloadFailedStylesheets }) =>
    reloadFailedStylesheets().then(load),
  )
}

/**
 * `load`, called once while it succeeds or is under way; after a failure the next call loads again,
 * stylesheets included. A failure is named `CHUNK_LOAD_ERROR`, whatever the browser threw.
 */
export function retryableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  let failedBefore = false
  return () =>
    (pending ??= (failedBefore ? reloadStylesheetsThen(load) : load()).catch((error: unknown) => {
      pending = undefined
      failedBefore = true
      throw Object.assign(new Error(CHUNK_LOAD_ERROR, { cause: error }), {
        name: CHUNK_LOAD_ERROR,
      })
    }))
}

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
