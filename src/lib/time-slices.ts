/**
 * Long work over a large set, written once as a generator that pauses (`yield`) every few hundred
 * items, then run in slices that give the main thread back between them, so no task runs long enough
 * to freeze typing or scrolling (tests run it to the end at once: test/run-to-end.ts).
 */
export type SlicedWork<T> = Generator<void, T>

/** Where supported (Chromium), `scheduler.yield` resumes ahead of other queued tasks. */
const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield
    ? scheduler.yield()
    : new Promise((resolve) => {
        setTimeout(resolve, 0)
      })
}

/** Runs the work in slices of about `sliceMs`, yielding between them; stops when `signal` aborts. */
export async function runInSlices<T>(
  work: SlicedWork<T>,
  { sliceMs = 30, signal }: { sliceMs?: number; signal?: AbortSignal | undefined } = {},
): Promise<T> {
  let sliceStart = performance.now()
  for (;;) {
    signal?.throwIfAborted()
    const step = work.next()
    if (step.done) return step.value
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToMain()
      sliceStart = performance.now()
    }
  }
}

/** Maps every item, pausing every `every` items. */
export function* mapInSlices<T, U>(
  items: readonly T[],
  map: (item: T) => U,
  every = 500,
): SlicedWork<U[]> {
  const mapped: U[] = []
  for (let index = 0; index < items.length; index += 1) {
    mapped.push(map(items[index] as T))
    if (index % every === every - 1) yield
  }
  return mapped
}
