/** What holds a walk: the pause its progress reports (src/api/invoice-walker.ts). */

/**
 * Why a walk is held: `rate-limit`, the plan's pace or a 429's cooldown (the budget's `readyAt`);
 * `retry`, a failed page waits to be tried again (its backoff, or a 503's `Retry-After`).
 */
export interface WalkPause {
  /** Epoch ms. */
  until: number
  because: 'rate-limit' | 'retry'
}

/** The pause that ends first, or `null` for none. */
export function soonestPause(pauses: readonly WalkPause[]): WalkPause | null {
  return pauses.reduce<WalkPause | null>(
    (soonest, pause) => (soonest && soonest.until <= pause.until ? soonest : pause),
    null,
  )
}
