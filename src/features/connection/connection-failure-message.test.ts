import { expect, test } from 'vitest'
import { ApiError } from '../../lib/api-error'
import { apiErrorKinds, apiErrorOf } from '../../../test/api-errors'
import { connectionFailureMessage } from './connection-failure-message'

test('no sentence shows the error’s developer message', () => {
  for (const kind of apiErrorKinds) {
    const message = connectionFailureMessage(apiErrorOf(kind))
    expect(message).not.toContain('developer text')
    expect(message).toMatch(/\.$/)
  }
})

test('the connection test says what to check, by failure', () => {
  expect(connectionFailureMessage(apiErrorOf('unauthorized', 403))).toBe(
    'Could not connect: the API key was rejected (HTTP 403). Check the key.',
  )
  expect(connectionFailureMessage(apiErrorOf('invalid', 404))).toMatch(
    /^Could not connect: not an invoice API \(HTTP 404\)\. .*check the base URL\.$/,
  )
  expect(connectionFailureMessage(apiErrorOf('invalid', 400))).toBe(
    'Could not connect: the server refused the test request (HTTP 400).',
  )
  expect(
    connectionFailureMessage(
      new ApiError('rate-limited', '', { status: 429, retryAfterSeconds: 42 }),
    ),
  ).toBe("Could not connect: the server's rate limit is reached (HTTP 429). Try again in 42 s.")
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
