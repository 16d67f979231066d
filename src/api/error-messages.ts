/**
 * Every failure in the user's words: the invoice view's alert and retry line here, the failures of a
 * walk over every page (load all, export, summary) in walk-failure-message.ts, the connection
 * screen's "Could not connect: …" beside that screen
 * (features/connection/connection-failure-message.ts), whose code loads only with it. An
 * `ApiError`'s own `message` is for developers (the console, a bug report); the screen never shows
 * it. No sentence repeats the key or the server's own words.
 */
import { isApiError, type ApiError } from '../lib/api-error'
import { REQUEST_TIMEOUT_MS } from '../lib/http-client'

/** How long a request may take, in every message that says it took too long. */
export const timeoutSeconds = REQUEST_TIMEOUT_MS / 1000
/** " (HTTP 503)", or nothing when the failure had no status. */
export const httpStatus = (error: ApiError) => (error.status ? ` (HTTP ${error.status})` : '')

/** The invoice view's alert for a rejected key, beside its link to the settings. */
export const keyRejectedMessage = 'The API key was rejected.'

/** A failed invoice load, in the invoice view's alert and its "Trying again" line. */
export function invoiceLoadMessage(error: ApiError | null): string {
  switch (error?.kind) {
    case 'unauthorized':
      return keyRejectedMessage
    case 'malformed':
      return 'Unexpected response from the server.'
    case 'timeout':
      return `The invoice service did not answer within ${timeoutSeconds} seconds.`
    case 'network':
      return 'The invoice service could not be reached. Check your connection.'
    case 'server':
      return `The invoice service had a problem${httpStatus(error)}.`
    case 'rate-limited':
      return 'Rate limit reached.'
    case 'invalid':
      return `The invoice service refused the request${httpStatus(error)}.`
    case undefined:
      return 'The invoices could not be loaded.'
  }
}

/** What went wrong with a request of a walk over every page, or what broke on our side. */
export function apiFailureMessage(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'unknown error'
  switch (error.kind) {
    case 'unauthorized':
      return keyRejectedMessage
    case 'rate-limited':
      return 'Rate limit reached.'
    case 'server':
      return `The server had a problem${httpStatus(error)}.`
    case 'invalid':
      return `The server refused the request${httpStatus(error)}.`
    case 'timeout':
      return `The server did not answer within ${timeoutSeconds} seconds.`
    case 'network':
      return 'The server could not be reached.'
    case 'malformed':
      return 'Unexpected response from the server.'
  }
}
