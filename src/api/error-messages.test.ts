import { expect, test } from 'vitest'
import { ApiError, type ApiErrorKind } from '../lib/api-error'
import {
  connectionFailureMessage,
  exportFailureMessage,
  invoiceLoadMessage,
  keyRejectedMessage,
} from './error-messages'

const kinds: ApiErrorKind[] = [
  'unauthorized',
  'rate-limited',
  'invalid',
  'server',
  'network',
  'timeout',
  'malformed',
]
const errorOf = (kind: ApiErrorKind, status?: number) =>
  new ApiError(kind, 'developer text', status === undefined ? {} : { status })

test('no sentence shows the error’s developer message', () => {
  for (const kind of kinds) {
    for (const message of [
      invoiceLoadMessage(errorOf(kind)),
      exportFailureMessage(errorOf(kind)),
      connectionFailureMessage(errorOf(kind)),
    ]) {
      expect(message).not.toContain('developer text')
      expect(message).toMatch(/\.$/)
    }
  }
})

test('the invoice view names the invoice service and the status it answered with', () => {
  expect(invoiceLoadMessage(errorOf('server', 503))).toBe(
    'The invoice service had a problem (HTTP 503).',
  )
  expect(invoiceLoadMessage(errorOf('timeout'))).toBe(
    'The invoice service did not answer within 15 seconds.',
  )
  expect(invoiceLoadMessage(errorOf('unauthorized', 401))).toBe(keyRejectedMessage)
  expect(invoiceLoadMessage(null)).toBe('The invoices could not be loaded.')
})

test('an export failure says what the server did, or what broke on our side', () => {
  expect(exportFailureMessage(errorOf('server', 500))).toBe(
    'Export failed: The server had a problem (HTTP 500).',
  )
  expect(exportFailureMessage(errorOf('network'))).toBe(
    'Export failed: The server could not be reached.',
  )
  expect(exportFailureMessage(new Error('Quota exceeded.'))).toBe('Export failed: Quota exceeded.')
  expect(exportFailureMessage('thrown text')).toBe('Export failed: unknown error')
})

test('the connection test says what to check, by failure', () => {
  expect(connectionFailureMessage(errorOf('unauthorized', 403))).toBe(
    'Could not connect: the API key was rejected (HTTP 403). Check the key.',
  )
  expect(connectionFailureMessage(errorOf('invalid', 404))).toMatch(
    /^Could not connect: not an invoice API \(HTTP 404\)\. .*check the base URL\.$/,
  )
  expect(connectionFailureMessage(errorOf('invalid', 400))).toBe(
    'Could not connect: the server refused the test request (HTTP 400).',
  )
  expect(connectionFailureMessage(new ApiError('rate-limited', '', { status: 429 }))).toBe(
    "Could not connect: the server's rate limit is reached (HTTP 429). Try again in 60 s.",
  )
  expect(connectionFailureMessage('blocked-by-policy')).toBe(
    'Could not connect: this site’s Content-Security-Policy does not allow requests to this address. Its connect-src must list the API.',
  )
  expect(connectionFailureMessage('ipv6-loopback-blocked')).toMatch(
    /^Could not connect: this page’s security policy blocks http:\/\/\[::1\] .*Use http:\/\/localhost or http:\/\/127\.0\.0\.1 instead\.$/,
  )
  expect(connectionFailureMessage('unexpected')).toBe(
    'Could not connect: something unexpected went wrong. Try again.',
  )
})
