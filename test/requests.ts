/**
 * Records the API requests the mock received, for asserting exactly what the app sent. Recording
 * ends by itself after each test (test/setup.ts removes every listener); `stop` is only for a test
 * that records in rounds within itself.
 */
import { server } from '../src/mocks/node'

export function recordApiRequests() {
  const requests: URL[] = []
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/api/v1/invoices')) requests.push(url)
  }
  server.events.on('request:start', onRequest)
  return {
    requests,
    stop: () => {
      server.events.removeListener('request:start', onRequest)
    },
  }
}
