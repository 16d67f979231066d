/**
 * Holds the invoice requests `which` picks (every one by default), from now on, until the returned
 * function is called; then the normal handlers answer them: a view that is slow to come.
 */
import { http } from 'msw'
import { INVOICES_ROUTE } from '../src/mocks/handlers'
import { server } from '../src/mocks/node'

export function holdInvoiceRequests(which: (url: URL) => boolean = () => true): () => void {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.get(INVOICES_ROUTE, async ({ request }) => {
      if (which(new URL(request.url))) await released
    }),
  )
  return release
}
