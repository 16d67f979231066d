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

/** An `ApiError` whose developer message is "developer text". */
export const apiErrorOf = (kind: ApiErrorKind, status?: number) =>
  new ApiError(kind, 'developer text', status === undefined ? {} : { status })
