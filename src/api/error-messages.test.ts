import { expect, test } from 'vitest'
import { apiErrorKinds, apiErrorOf } from '../../test/api-errors'
import { invoiceLoadMessage, keyRejectedMessage } from './error-messages'
import { exportFailureMessage } from './walk-failure-message'

test('no sentence shows the error’s developer message', () => {
  for (const kind of apiErrorKinds) {
    for (const message of [
      invoiceLoadMessage(apiErrorOf(kind)),
      exportFailureMessage(apiErrorOf(kind)),
    ]) {
      expect(message).not.toContain('developer text')
      expect(message).toMatch(/\.$/)
    }
  }
})

test('the invoice view names the invoice service and the status it answered with', () => {
  expect(invoiceLoadMessage(apiErrorOf('server', 503))).toBe(
    'The invoice service had a problem (HTTP 503).',
  )
  expect(invoiceLoadMessage(apiErrorOf('timeout'))).toBe(
    'The invoice service did not answer within 15 seconds.',
  )
  expect(invoiceLoadMessage(apiErrorOf('unauthorized', 401))).toBe(keyRejectedMessage)
  expect(invoiceLoadMessage(null)).toBe('The invoices could not be loaded.')
})

test('an export failure says what the server did, or what broke on our side', () => {
  expect(exportFailureMessage(apiErrorOf('server', 500))).toBe(
    'Export failed: The server had a problem (HTTP 500). Try again in a moment.',
  )
  expect(exportFailureMessage(apiErrorOf('network'))).toBe(
    'Export failed: The server could not be reached. Try again in a moment.',
  )
  expect(exportFailureMessage(new Error('Quota exceeded.'))).toBe('Export failed: Quota exceeded.')
  expect(exportFailureMessage('thrown text')).toBe('Export failed: unknown error')
})
