/**
 * `npx tsx scripts/measure-team-proxy.ts`: upstream requests per minute for 1, 5 and 20 colleagues
 * opening the same morning views through team mode's nginx (deploy/team), with its cache and without
 * (INVOICE_API_CACHE_SECONDS=0). Needs nginx and a production build (`npx vite build`). Counts what
 * the mock API receives; prints a Markdown table.
 *
 *   TEAM_MEASURE_PORT (4890) and TEAM_MEASURE_UPSTREAM_PORT (9490): where nginx and the mock API
 *   listen while it runs.
 */
import { startTeamStack } from '../test/e2e/team-stack'

/** What the dashboard asks for as a finance team starts its day: the first page and four views. */
const MORNING_VIEWS = ['', '?offset=50', '?status=overdue', '?status=pending', '?status=paid']
/** Everybody arrives within these milliseconds, all inside one rate-limit minute. */
const ARRIVAL_SPREAD_MS = 8_000
/** A reader looks at a view this long before opening the next. */
const THINK_MS = 300
const USER_COUNTS = [1, 5, 20]

const port = Number(process.env.TEAM_MEASURE_PORT ?? 4890)
const upstreamPort = Number(process.env.TEAM_MEASURE_UPSTREAM_PORT ?? 9490)

const pause = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms)
  })

interface Run {
  users: number
  cache: boolean
  sent: number
  upstream: number
  refused: number
}

async function measure(users: number, cache: boolean): Promise<Run> {
  const stack = await startTeamStack({
    port,
    upstreamPort,
    cacheSeconds: cache ? 30 : 0,
    upstreamLatencyMs: '150-400',
  })
  try {
    const login = Buffer.from(`${stack.user.username}:${stack.user.password}`).toString('base64')
    let refused = 0
    const reader = async (arrivesAfter: number) => {
      await pause(arrivesAfter)
      for (const view of MORNING_VIEWS) {
        const response = await fetch(`${stack.url}/api/v1/invoices${view}`, {
          headers: { Authorization: `Basic ${login}` },
        })
        await response.arrayBuffer()
        if (response.status === 429) refused += 1
        await pause(THINK_MS)
      }
    }
    // Evenly spread arrivals, so runs compare like with like.
    await Promise.all(
      Array.from({ length: users }, (_, index) => reader((index * ARRIVAL_SPREAD_MS) / users)),
    )
    return {
      users,
      cache,
      sent: users * MORNING_VIEWS.length,
      upstream: stack.upstreamRequests().length,
      refused,
    }
  } finally {
    await stack.stop()
  }
}

async function main() {
  const runs: Run[] = []
  for (const users of USER_COUNTS) {
    for (const cache of [false, true]) runs.push(await measure(users, cache))
  }
  console.log(
    `${String(MORNING_VIEWS.length)} views each, arrivals spread over ${String(ARRIVAL_SPREAD_MS / 1000)} s (one minute's traffic), Standard plan (100/min):\n`,
  )
  console.log('| users | cache | requests from browsers | upstream requests | answered 429 |')
  console.log('| ----: | ----- | ---------------------: | ----------------: | -----------: |')
  for (const run of runs) {
    console.log(
      `| ${String(run.users)} | ${run.cache ? '30 s' : 'off'} | ${String(run.sent)} | ${String(run.upstream)} | ${String(run.refused)} |`,
    )
  }
}

await main()
