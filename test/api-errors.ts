/** Every kind of `ApiError`, and one of each carrying text that no screen may show. */
import { ApiError, type ApiErrorKind } from '../src/lib/api-error'

export const apiErrorKinds: ApiErrorKind[] = [
  'unauthorized',
  'rate-limited',
  'invalid',
  'server',
  'network',
  'timeout',
  'malformed',
]

/** An `ApiError` whose developer message is "developer text"; a rate-limited one waits a minute. */
export const apiErrorOf = (kind: ApiErrorKind, status?: number) => {
  const details = status === undefined ? {} : { status }
  return kind === 'rate-limited'
    ? new ApiError(kind, 'developer text', { ...details, retryAfterSeconds: 60 })
    : new ApiError(kind, 'developer text', details)
}
