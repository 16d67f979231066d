/**
 * Lazy components that may fail to load (offline, a deploy that replaced them) without sticking:
 * React's `lazy` keeps a failed promise forever, so one network blip would break that spot until a
 * reload. These forget a failure and load again when told (see `retryable-import.ts` for plain
 * imports).
 */
import { lazy, useState, type ComponentType } from 'react'
import { retryableImport } from './retryable-import'
import { afterNextPaint } from '../lib/after-next-paint'

/** Bumped by "Try again" and by coming back online: failed lazy components then load afresh. */
let retryRound = 0

export function retryFailedChunks() {
  retryRound += 1
}

/**
 * Settles once the page has painted after the first lazy component asked to load. A lazy part in the
 * page's first render (the saved views, the actions, the shortcuts) starts loading after that paint:
 * its request, compile and render then follow the first rows instead of coming before them (first
 * row 273 -> 253 ms, median of 21 alternating runs). Every later load waits for nothing.
 */
let firstPaint: Promise<void> | undefined
function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise((resolve) => {
    afterNextPaint(resolve)
  })
  return firstPaint
}

/** A lazy component that can also be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads it now; once loaded, its first render draws it at once instead of suspending. */
  preload: () => void
}

/**
 * A lazy component whose load is tried again after a failure, once `retryFailedChunks` says so: mount
 * it under a `ChunkErrorBoundary`, which does on "Try again" and when the browser is back online.
 * Not before: React renders a failed spot again by itself, and each time would be another request.
 *
 * Loaded ahead (`preload`), it renders in the same commit as what shows it: `lazy` would suspend
 * once even then, and Suspense reveals its content up to 300 ms later.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined
  // A failure is named as a chunk's, which its boundary answers in its spot, and a load after one
  // fetches the stylesheets that failed with it too.
  const loadChunk = retryableImport(load)
  const loadAndKeep = () =>
    loadChunk().then((component) => {
      loaded = component
      return component
    })
  let failedInRound: number | null = null
  const create = () =>
    lazy(async () => {
      await afterFirstPaint()
      try {
        return { default: await loadAndKeep() }
      } catch (error) {
        failedInRound = retryRound
        throw error
      }
    })
  let current = create()
  function LazyWithRetry(props: P) {
    // Chosen once per mount: a spot that started lazy stays lazy, so nothing remounts under the user.
    const [Ready] = useState(() => loaded)
    if (Ready) return <Ready {...props} />
    if (failedInRound !== null && retryRound > failedInRound) {
      failedInRound = null
      current = create()
    }
    const Current = current
    return <Current {...props} />
  }
  return Object.assign(LazyWithRetry, {
    preload: () => {
      // A failure here is the render's to meet: it loads again itself, under its boundary.
      loadAndKeep().catch(() => undefined)
    },
  })
}
