/**
 * A failed walk over every page (load all, export, summary) in the user's words: what went wrong,
 * then what would help. Only the walks' lazy chunks load it.
 */
import { isApiError } from '../lib/api-error'
import { formatWait } from '../lib/format-duration'
import { CHUNK_LOAD_ERROR } from '../components/retryable-import'
import { apiFailureMessage } from './error-messages'

/** "Loading all invoices failed: The API key was rejected. Check the connection settings." */
export function walkFailureMessage(what: string, error: unknown): string {
  if (isChunkLoadFailure(error))
    return `${what}: The dashboard's code for this could not be downloaded. Check your connection and try again.`
  return `${what}: ${apiFailureMessage(error)}${nextStep(error)}`
}

/**
 * A walk's code that never arrived (offline, or replaced by a deploy): a chunk loaded through
 * retryableImport fails by name, a plain `import()` with a TypeError in every browser, whose words
 * ("Failed to fetch dynamically imported module: …") are for developers. Our requests never throw
 * one: the HTTP client turns a failed fetch into an ApiError.
 */
const isChunkLoadFailure = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && error.name === CHUNK_LOAD_ERROR)

/** "Export failed: …" */
export const exportFailureMessage = (error: unknown) => walkFailureMessage('Export failed', error)

function nextStep(error: unknown): string {
  if (!isApiError(error)) return ''
  switch (error.kind) {
    // Trying again with the same key cannot help: the settings can.
    case 'unauthorized':
      return ' Check the connection settings.'
    case 'rate-limited':
      return ` Try again in ${formatWait(error.retryAfterSeconds)}.`
    case 'server':
    case 'network':
    case 'timeout':
      return ' Try again in a moment.'
    // The server refused these very filters, or answered in a shape we cannot read: the same
    // request would meet the same answer.
    case 'invalid':
    case 'malformed':
      return ''
  }
}
