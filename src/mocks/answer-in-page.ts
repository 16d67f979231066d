/**
 * Until MSW's worker controls the page, the page answers the demo API itself, with the same handler
 * instances the worker uses. The worker only forwards each request to those handlers in the page, so
 * the answers, the rate limiter and the db are the same either way; but registering and activating
 * the worker in a fresh profile takes longer than the app needs to start, and the first row would
 * wait for it. Once the worker is active, `fetch` is the browser's again and every request goes
 * through the worker, as before. Should the worker never start (no service workers in this browser),
 * the page goes on answering.
 */
import { getResponse, type RequestHandler } from 'msw'

export function answerInPageUntil(
  handlers: readonly RequestHandler[],
  workerActive: Promise<unknown>,
): void {
  const networkFetch = globalThis.fetch
  const answerInPage: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    // A clone for the handlers: a request they leave unanswered goes out with its body unread.
    const response = await whileNotAborted(
      getResponse([...handlers], request.clone()),
      request.signal,
    )
    if (!response || isPassthrough(response)) return networkFetch(request)
    // `HttpResponse.error()`: what fetch does on a network failure.
    if (response.type === 'error') throw new TypeError('Failed to fetch')
    return response
  }
  globalThis.fetch = answerInPage
  workerActive.then(
    () => {
      if (globalThis.fetch === answerInPage) globalThis.fetch = networkFetch
    },
    () => undefined,
  )
}

/** MSW's `passthrough()`: the handlers want the request to reach the network. */
function isPassthrough(response: Response): boolean {
  return response.headers.get('x-msw-intention') === 'passthrough'
}

/** Like a real request, an answer still on its way (a simulated latency) stops when aborted. */
function whileNotAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason as Error)
    }
    if (signal.aborted) {
      onAbort()
      return
    }
    signal.addEventListener('abort', onAbort, { once: true })
    answer.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort)
    })
  })
}
