/**
 * Code split into chunks that may fail to load (offline, a deploy that replaced them) without
 * sticking: a memoised `import()` keeps a failed promise forever, so one network blip would break
 * that spot until a reload. This forgets a failure and loads again next time. No React here: the boot
 * entry uses it to start the demo's mock API early.
 */

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
