/**
 * The one place that talks HTTP: adds the key, enforces the timeout and the transport rule, reads the
 * rate-limit headers and turns every failure into an `ApiError`. No UI side effects: its messages are
 * for developers; the user's words for each failure are in src/api/error-messages.ts.
 */
import { ApiError } from './api-error'
import { adoptEarlyRequest } from './early-request'
import { requestInit } from './request-init'
import { parseRateLimitRemaining, parseRetryAfter } from './rate-limit-headers'
import { parseCachedAt } from './shared-cache-headers'

export const REQUEST_TIMEOUT_MS = 15_000

export interface JsonResponse {
  body: unknown
  /** `X-RateLimit-Remaining` as read, or `null` when absent, hidden by CORS or unusable. */
  rateLimitRemaining: number | null
  /** When a shared cache (team mode's server) fetched this answer; `null` for a fresh one. */
  cachedAt: number | null
}

export interface GetJsonOptions {
  /** `null` in team mode: the server adds the key, so the request carries no `Authorization`. */
  apiKey: string | null
  signal?: AbortSignal | undefined
  timeoutMs?: number
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** `https:` anywhere; `http:` only on loopback, for development. */
export function isAllowedTransport(url: URL): boolean {
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname)
}

export async function getJson(url: URL, options: GetJsonOptions): Promise<JsonResponse> {
  if (!isAllowedTransport(url)) {
    throw new ApiError(
      'invalid',
      `Refused ${url.protocol} transport: https only, http on loopback.`,
    )
  }
  const { signal: outerSignal, timeoutMs = REQUEST_TIMEOUT_MS } = options
  outerSignal?.throwIfAborted()

  // One controller both the caller and the timeout can abort, so the request stops either way.
  const controller = new AbortController()
  const timeoutReason = new DOMException('The request timed out.', 'TimeoutError')
  const timer = setTimeout(() => {
    controller.abort(timeoutReason)
  }, timeoutMs)
  const timedOut = () => controller.signal.reason === timeoutReason
  const forwardAbort = () => {
    controller.abort(outerSignal?.reason)
  }
  outerSignal?.addEventListener('abort', forwardAbort, { once: true })

  try {
    const { apiKey } = options
    let response: Response
    try {
      response = await (adoptEarlyRequest(url, apiKey, controller.signal) ??
        fetch(url, requestInit(apiKey, controller.signal)))
    } catch (error) {
      if (timedOut()) {
        throw new ApiError('timeout', `No answer within ${timeoutMs} ms.`, {
          cause: error,
        })
      }
      if (outerSignal?.aborted) throw outerSignal.reason
      throw new ApiError('network', 'Fetch failed (unreachable, CORS or a refused redirect).', {
        cause: error,
      })
    }
    const rateLimitRemaining = parseRateLimitRemaining(
      response.headers.get('X-RateLimit-Remaining'),
    )
    if (!response.ok) throw errorFromResponse(response, rateLimitRemaining)

    let body: unknown
    try {
      body = await response.json()
    } catch (error) {
      if (timedOut())
        throw new ApiError('timeout', `Body not read within ${timeoutMs} ms.`, { cause: error })
      if (outerSignal?.aborted) throw outerSignal.reason
      throw new ApiError('malformed', 'Body is not JSON.', {
        status: response.status,
        rateLimitRemaining,
        cause: error,
      })
    }
    const cachedAt = parseCachedAt(
      response.headers.get('X-Cache-Status'),
      response.headers.get('Date'),
    )
    return { body, rateLimitRemaining, cachedAt }
  } finally {
    clearTimeout(timer)
    outerSignal?.removeEventListener('abort', forwardAbort)
  }
}

function errorFromResponse(response: Response, rateLimitRemaining: number | null): ApiError {
  const { status } = response
  const details = { status, rateLimitRemaining }
  // A 403 with nothing left in the window is how some gateways say "rate limited".
  if (status === 429 || (status === 403 && rateLimitRemaining === 0)) {
    return new ApiError('rate-limited', `HTTP ${status}: rate limited.`, {
      ...details,
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    })
  }
  if (status === 401 || status === 403) {
    return new ApiError('unauthorized', `HTTP ${status}: key rejected.`, details)
  }
  if (status >= 500) {
    // A 503's Retry-After says when the server expects to be back: the retries wait that long.
    const retryAfter = response.headers.get('Retry-After')
    return new ApiError('server', `HTTP ${status}: server error.`, {
      ...details,
      ...(retryAfter === null ? {} : { retryAfterSeconds: parseRetryAfter(retryAfter) }),
    })
  }
  return new ApiError('invalid', `HTTP ${status}: request refused.`, details)
}
