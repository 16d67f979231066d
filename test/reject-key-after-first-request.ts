/**
 * The first invoice request answers as usual; every later one meets a key revoked since (401), with
 * `headers` beside the CORS ones.
 */
import { http, HttpResponse } from 'msw'
import { corsHeaders, errorBody, INVOICES_ROUTE } from '../src/mocks/handlers'
import { server } from '../src/mocks/node'

export function rejectKeyAfterFirstRequest(headers: Record<string, string> = {}) {
  let answered = 0
  server.use(
    http.get(INVOICES_ROUTE, () => {
      answered += 1
      if (answered === 1) return undefined
      return HttpResponse.json(errorBody('unauthorized', 'Missing or unknown API key.'), {
        status: 401,
        headers: { ...corsHeaders, ...headers },
      })
    }),
  )
}
