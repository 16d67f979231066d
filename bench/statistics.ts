/** The benchmarks' summaries of repeated runs: every figure in BENCHMARKS.md is a median and its range. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** "213–331": the lowest and highest of the runs, rounded to whole units. */
export function spread(values: readonly number[]): string {
  return `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`
}
