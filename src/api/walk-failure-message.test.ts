import { expect, test } from 'vitest'
import { ApiError } from '../lib/api-error'
import { apiErrorOf } from '../../test/api-errors'
import { walkFailureMessage } from './walk-failure-message'

const failed = (error: unknown) => walkFailureMessage('Loading all invoices failed', error)

test('a rejected key points to the settings; trying again could not help', () => {
  expect(failed(apiErrorOf('unauthorized', 401))).toBe(
    'Loading all invoices failed: The API key was rejected. Check the connection settings.',
  )
})

test('a failure that passes says "Try again", a rate limit says when', () => {
  expect(failed(apiErrorOf('server', 503))).toBe(
    'Loading all invoices failed: The server had a problem (HTTP 503). Try again in a moment.',
  )
  expect(failed(apiErrorOf('network'))).toBe(
    'Loading all invoices failed: The server could not be reached. Try again in a moment.',
  )
  expect(failed(new ApiError('rate-limited', 'developer text', { retryAfterSeconds: 42 }))).toBe(
    'Loading all invoices failed: Rate limit reached. Try again in 42 s.',
  )
})

test('a request the server refused or answered unreadably is not suggested again', () => {
  expect(failed(apiErrorOf('invalid', 400))).toBe(
    'Loading all invoices failed: The server refused the request (HTTP 400).',
  )
  expect(failed(new Error('Quota exceeded.'))).toBe('Loading all invoices failed: Quota exceeded.')
})
