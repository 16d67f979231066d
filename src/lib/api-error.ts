/** The one error type the HTTP client throws; `kind` drives retries and the message the UI shows. */
export type ApiErrorKind =
  'unauthorized' | 'rate-limited' | 'invalid' | 'server' | 'network' | 'timeout' | 'malformed'

export interface ApiErrorDetails {
  status?: number
  /** Seconds to wait before the next request, for `rate-limited`. */
  retryAfterSeconds?: number
  /** The last `X-RateLimit-Remaining` reading, when the response carried one. */
  rateLimitRemaining?: number | null
  cause?: unknown
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly retryAfterSeconds: number | undefined
  readonly rateLimitRemaining: number | null

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, { cause: details.cause })
    this.kind = kind
    this.status = details.status
    this.retryAfterSeconds = details.retryAfterSeconds
    this.rateLimitRemaining = details.rateLimitRemaining ?? null
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
