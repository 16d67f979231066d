/** The one error type the HTTP client throws; `kind` drives retries and the message the UI shows. */
export type ApiErrorKind =
  'unauthorized' | 'rate-limited' | 'invalid' | 'server' | 'network' | 'timeout' | 'malformed'

export interface ApiErrorDetails {
  status?: number
  /** Seconds to wait before the next request: always there for `rate-limited`, which must say. */
  retryAfterSeconds?: number
  /** The last `X-RateLimit-Remaining` reading, when the response carried one. */
  rateLimitRemaining?: number | null
  cause?: unknown
}

class HttpApiError extends Error {
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

/**
 * An `ApiError` as its `kind` says: a rate-limited one always knows how long to wait (the client
 * reads a missing or unusable `Retry-After` as a minute), so no reader needs a fallback of its own.
 */
export type ApiError =
  | (HttpApiError & { readonly kind: 'rate-limited'; readonly retryAfterSeconds: number })
  | (HttpApiError & { readonly kind: Exclude<ApiErrorKind, 'rate-limited'> })

/** The class, with constructors that keep the promise above: no `rate-limited` without a wait. */
export const ApiError = HttpApiError as {
  new (
    kind: 'rate-limited',
    message: string,
    details: ApiErrorDetails & { retryAfterSeconds: number },
  ): ApiError
  new (
    kind: Exclude<ApiErrorKind, 'rate-limited'>,
    message: string,
    details?: ApiErrorDetails,
  ): ApiError
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof HttpApiError
}
