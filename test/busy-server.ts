/**
 * A server that is briefly busy: from now on, the invoice requests `which` picks are answered with a
 * 503 and its `Retry-After`, `times` times each (the same URL tried again counts), then the normal
 * handlers answer them.
 */
import { http, HttpResponse } from 'msw'
import { INVOICES_ROUTE } from '../src/mocks/handlers'
import { server } from '../src/mocks/node'

export function answerBusy(
  which: (params: URLSearchParams) => boolean,
  { retryAfterSeconds, times = 1 }: { retryAfterSeconds: number; times?: number },
): void {
  const refused = new Map<string, number>()
  server.use(
    http.get(INVOICES_ROUTE, ({ request }) => {
      const url = new URL(request.url)
      const count = refused.get(url.search) ?? 0
      if (count >= times || !which(url.searchParams)) return undefined
      refused.set(url.search, count + 1)
      return HttpResponse.json(
        { error: { code: 'unavailable', message: 'busy' } },
        { status: 503, headers: { 'Retry-After': String(retryAfterSeconds) } },
      )
    }),
  )
}
