/**
 * The first page's request, sent by the boot module (`src/boot.ts`) while the app's code is still
 * loading, and handed to the app's own request for the same URL and key when it asks. Over a real
 * network this overlaps the request's round trip with the app's download, parse and first render.
 *
 * One request, taken at most once: a second ask, another URL or another key sends its own request.
 * An early request nobody adopts within `UNADOPTED_TTL_MS` is let go (its answer is dropped).
 */
import { requestInit } from './request-init'

const UNADOPTED_TTL_MS = 10_000

interface EarlyRequest {
  href: string
  apiKey: string | null
  response: Promise<Response>
  controller: AbortController
  sentAt: number
}

let early: EarlyRequest | null = null

export function sendEarlyRequest(url: URL, apiKey: string | null): void {
  const controller = new AbortController()
  const response = fetch(url, requestInit(apiKey, controller.signal))
  // Unadopted, its failure is nobody's business; adopted, the adopter sees it.
  response.catch(() => undefined)
  early = { href: url.href, apiKey, response, controller, sentAt: Date.now() }
}

/**
 * The early request for this URL and key, if one is in flight or answered and not yet taken. The
 * adopter's signal aborts it, as it would its own request.
 */
export function adoptEarlyRequest(
  url: URL,
  apiKey: string | null,
  signal: AbortSignal,
): Promise<Response> | null {
  const taken = early
  early = null
  if (!taken || taken.href !== url.href || taken.apiKey !== apiKey) return null
  if (Date.now() - taken.sentAt > UNADOPTED_TTL_MS) return null
  signal.addEventListener(
    'abort',
    () => {
      taken.controller.abort(signal.reason)
    },
    { once: true },
  )
  return taken.response
}
