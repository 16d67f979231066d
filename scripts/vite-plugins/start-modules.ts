/**
 * The entry (`src/boot.ts`) sends the first request, then imports the app's start module: both run
 * before the first row, so the build treats the app's chunk as start-up code (preloaded from the
 * HTML, compiled eagerly, counted in the initial JavaScript by `scripts/bundle-budget.mjs`).
 */
export const APP_START_MODULE = 'src/main.tsx'
/** The name of the chunk that holds it; `scripts/bundle-budget.mjs` finds it by this name. */
export const APP_CHUNK_NAME = 'main'
/** Demo builds open on the mock API: its chunk is start-up code there too. */
export const DEMO_MOCKS_MODULE = 'src/mocks/browser.ts'

/** The chunk that holds `module` (its facade, or a chunk the module was grouped into). */
export const holdsModule = (chunk: { moduleIds: readonly string[] }, module: string) =>
  chunk.moduleIds.some((id) => id.endsWith(module))
