/** Types for bundle-budget.mjs, which stays plain JavaScript so `npm test` runs it without a build. */
export declare const INITIAL_JS_BUDGET_KB: number
export declare const LAZY_CHUNK_BUDGETS_KB: Readonly<Record<string, number>>

export interface BuildMeasure {
  /** Files the entry chunk imports statically: none, or the first request waits for them. */
  entryImports: string[]
  initialFiles: string[]
  /** Gzip bytes of the entry chunk and everything it imports statically. */
  initialGzip: number
  lazy: { name: string; file: string; gzip: number }[]
}

export declare function measureBuild(distDir: string): BuildMeasure
