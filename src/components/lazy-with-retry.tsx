/**
 * Code split into chunks that may fail to load (offline, a deploy that replaced them) without
 * sticking: React's `lazy` and a memoised `import()` both keep a failed promise forever, so one
 * network blip would break that spot until a reload. These forget a failure and load again next time.
 */
import { lazy, type ComponentType } from 'react'

/** A chunk that failed to load: a local boundary (chunk-error-boundary.tsx) answers only these. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

/**
 * The build's loader adds a chunk's stylesheet as a `<link>` once and never again, even when it
 * failed: a chunk loaded after a failure would then come up unstyled. A stylesheet of our own
 * origin whose rules cannot be read is one that failed (Chromium leaves an empty, sealed sheet), or
 * one still on its way: a fresh copy of its link fetches it again.
 */
function hasReadableRules(link: HTMLLinkElement): boolean {
  try {
    return link.sheet !== null && link.sheet.cssRules.length >= 0
  } catch {
    return false
  }
}

function reloadFailedStylesheets(): Promise<unknown> {
  const failed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => new URL(link.href).origin === window.location.origin && !hasReadableRules(link),
  )
  return Promise.all(
    failed.map((link) => {
      const fresh = link.cloneNode() as HTMLLinkElement
      const loaded = new Promise((resolve, reject) => {
        fresh.addEventListener('load', resolve)
        fresh.addEventListener('error', () => {
          reject(new Error(`The stylesheet ${link.href} did not load`))
        })
      })
      link.replaceWith(fresh)
      return loaded
    }),
  )
}

/**
 * `load`, called once while it succeeds or is under way; after a failure the next call loads again,
 * stylesheets included. A failure is a `ChunkLoadError`, whatever the browser threw.
 */
export function retryableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  let failedBefore = false
  return () =>
    (pending ??= (failedBefore ? reloadFailedStylesheets().then(load) : load()).catch(
      (error: unknown) => {
        pending = undefined
        failedBefore = true
        throw new ChunkLoadError(
          error instanceof Error ? error.message : 'The chunk did not load',
          { cause: error },
        )
      },
    ))
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
