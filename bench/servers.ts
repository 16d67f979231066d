/**
 * The benchmark's servers, set up as the app is deployed: each build served by nginx with
 * deploy/nginx.conf (its precompressed files sent as they are, through `scripts/serve-nginx.mjs`),
 * and the mock API in a process of its own, as a real API is another server.
 *
 * Why not Vite's preview server with the API in the bench's own process, as before: that gzipped
 * every start chunk on each request and answered the API on the same Node event loop, costs that
 * no deployment has and that fell on the app's early first request (src/boot.ts) more than on the
 * floors'. The figures did not move beyond the noise when this changed (the 2026-11-28 runs:
 * the app's first row 1.29x the stack floor's as a paired median before, 1.29-1.44x after): the
 * change is for fidelity, and the app's real cost is elsewhere (docs/architecture.md, "Where the
 * first row's time goes").
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { stopChild, waitUntilAnswering } from '../test/e2e/child-process'

export interface RunningServer {
  url: string
  close: () => Promise<void>
}

/** Waits for the child's `url` to answer, stopping the child if it never does. */
async function answering(url: string, child: ChildProcess, name: string) {
  try {
    await waitUntilAnswering(url, child, name)
  } catch (error) {
    await stopChild(child)
    throw error
  }
}

/**
 * A build's folder served by nginx on `port`. `connectSrc` for a page whose build carries no
 * Content-Security-Policy of its own (the floors), so the header lets it reach the API.
 */
export async function serveBuild(
  root: string,
  port: number,
  connectSrc?: string,
): Promise<RunningServer> {
  const args = ['scripts/serve-nginx.mjs', '--root', root, '--port', String(port)]
  if (connectSrc) args.push('--connect-src', connectSrc)
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${String(port)}`
  await answering(`${url}/`, child, `nginx for ${root}`)
  return { url, close: () => stopChild(child) }
}

/**
 * `npm run mock-api` on `port`, accepting `key` with a limit no benchmark reaches, serving the
 * demo's invoices or `invoiceCount` of them.
 */
export async function startMockApiProcess({
  port,
  key,
  latencyMs = 0,
  invoiceCount,
}: {
  port: number
  key: string
  latencyMs?: number
  invoiceCount?: number
}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/mock-api.ts'], {
    env: {
      ...process.env,
      MOCK_API_PORT: String(port),
      MOCK_API_LATENCY_MS: String(latencyMs),
      MOCK_API_KEYS: `${key}=1000000`,
      MOCK_API_INVOICES: invoiceCount === undefined ? '' : String(invoiceCount),
    },
    // Its one line per request is read and dropped: a full pipe would stall the server.
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child.stdout.resume()
  const url = `http://127.0.0.1:${String(port)}`
  await answering(`${url}/api/v1/invoices`, child, 'the mock API')
  return { url, close: () => stopChild(child) }
}

/**
 * Starts servers together and gives them back in the same order; if one fails, stops the ones that
 * started rather than leave them running, and throws its error.
 */
export async function startServers<const Starting extends readonly Promise<RunningServer>[]>(
  starting: Starting,
): Promise<{ -readonly [Index in keyof Starting]: RunningServer }> {
  const settled = await Promise.allSettled(starting)
  const servers = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.all(servers.map((server) => server.close()))
    throw failed.reason
  }
  // None failed: one server for each start, in its order.
  return servers as { -readonly [Index in keyof Starting]: RunningServer }
}
