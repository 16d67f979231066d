import { expect, test } from 'vitest'
import { ApiError } from '../lib/api-error'
import { apiErrorOf } from '../../test/api-errors'
import { CHUNK_LOAD_ERROR } from '../components/retryable-import'
import { exportFailureMessage, walkFailureMessage } from './walk-failure-message'

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

test("a walk's code that could not be downloaded is said in the user's words, never the browser's", () => {
  const downloaded =
    "Export failed: The dashboard's code for this could not be downloaded. Check your connection and try again."
  // What import() throws in Chromium, Firefox and Safari: a TypeError naming the chunk's URL.
  expect(
    exportFailureMessage(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/run-export-B8fEt8dd.js',
      ),
    ),
  ).toBe(downloaded)
  expect(exportFailureMessage(new TypeError('Importing a module script failed.'))).toBe(downloaded)
  // A chunk loaded through retryableImport fails by name.
  const named = Object.assign(new Error(CHUNK_LOAD_ERROR), { name: CHUNK_LOAD_ERROR })
  expect(exportFailureMessage(named)).toBe(downloaded)
})
