import { retryableImport } from '../components/retryable-import'

/**
 * The connection screen, kept out of the initial bundle: most visits never open it. The header link
 * starts loading it when pointed at or focused, so the click seldom waits for the chunk.
 */
export const loadConnectionPage = retryableImport(
  () => import('../features/connection/connection-page'),
)
