/**
 * Every failure in the user's words, in one place: the invoice view's alert and retry line, the
 * export's "Export failed: …", and the connection screen's "Could not connect: …". An `ApiError`'s
 * own `message` is for developers (the console, a bug report); the screen never shows it. No
 * sentence repeats the key or the server's own words.
 */
import { isApiError, type ApiError } from '../lib/api-error'
import { formatWait } from '../lib/format-duration'
import { REQUEST_TIMEOUT_MS } from '../lib/http-client'
import { DEFAULT_RETRY_AFTER_SECONDS } from '../lib/rate-limit-headers'

const timeoutSeconds = REQUEST_TIMEOUT_MS / 1000
const httpStatus = (error: ApiError) => (error.status ? ` (HTTP ${error.status})` : '')

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

/** "Export failed: …": what went wrong with a walk over every page. */
export function exportFailureMessage(error: unknown): string {
  return `Export failed: ${apiFailureMessage(error)}`
}

function apiFailureMessage(error: unknown): string {
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

/**
 * Why the connection test failed: the API's error, the page's Content-Security-Policy blocking the
 * address (the browser reports that as a plain network failure; `http://[::1]` apart, as no policy
 * can list an IPv6 address), or anything else.
 */
export type ConnectionFailure =
  ApiError | 'blocked-by-policy' | 'ipv6-loopback-blocked' | 'unexpected'

/** "Could not connect: …", with what to do about it. */
export function connectionFailureMessage(failure: ConnectionFailure): string {
  if (failure === 'unexpected')
    return 'Could not connect: something unexpected went wrong. Try again.'
  if (failure === 'blocked-by-policy') {
    return (
      'Could not connect: this site’s Content-Security-Policy does not allow requests to this address. ' +
      'Its connect-src must list the API.'
    )
  }
  if (failure === 'ipv6-loopback-blocked') {
    return (
      'Could not connect: this page’s security policy blocks http://[::1] (a Content-Security-Policy ' +
      'cannot list an IPv6 address). Use http://localhost or http://127.0.0.1 instead.'
    )
  }
  const http = httpStatus(failure)
  switch (failure.kind) {
    case 'unauthorized':
      return `Could not connect: the API key was rejected${http}. Check the key.`
    case 'rate-limited':
      return `Could not connect: the server's rate limit is reached${http}. Try again in ${formatWait(failure.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS)}.`
    case 'invalid':
      return failure.status === 404
        ? `Could not connect: not an invoice API${http}. Nothing answers at this endpoint: check the base URL.`
        : `Could not connect: the server refused the test request${http}.`
    case 'server':
      return `Could not connect: the server had a problem${http}. Try again later.`
    case 'timeout':
      return `Could not connect: the server did not answer within ${timeoutSeconds} seconds.`
    case 'malformed':
      return 'Could not connect: not an invoice API. The server answered, but not with a list of invoices: check the base URL.'
    case 'network':
      return (
        'Could not connect: the server was unreachable, does not allow requests from this site (CORS), ' +
        'or redirected the request. Redirects are refused so the key is never sent to another ' +
        'address: use the final address.'
      )
  }
}
