/**
 * Demo builds: the mock API (MSW's worker) that demo data is served by. Outside demo builds this is
 * `undefined`, so the mock API's chunk is never even referenced. Started once: the boot entry starts
 * it as early as it can and the app awaits the same start; a chunk that failed to load (offline) is
 * loaded again on the next "Use demo data".
 */
import { retryableImport } from '../components/retryable-import'

export const startDemo =
  import.meta.env.VITE_DEMO === 'true'
    ? retryableImport(() =>
        import('../mocks/browser').then(({ startDemoWorker }) =>
          startDemoWorker(new URLSearchParams(window.location.search).get('scenario')),
        ),
      )
    : undefined
