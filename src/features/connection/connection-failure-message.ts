/** The connection screen's "Could not connect: …" (the other failures' words: api/error-messages.ts). */
import { httpStatus, timeoutSeconds } from '../../api/error-messages'
import type { ApiError } from '../../lib/api-error'
import { formatWait } from '../../lib/format-duration'

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
      return `Could not connect: the server's rate limit is reached${http}. Try again in ${formatWait(failure.retryAfterSeconds)}.`
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
