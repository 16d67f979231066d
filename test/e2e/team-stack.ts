/**
 * Team mode's whole server side on loopback, for the team-mode spec and the cache measurement: the
 * mock API (requiring a fresh random key) behind nginx started by deploy/team/start.mjs, with a
 * basic-auth user made with `openssl passwd -apr1`. The mock API logs one line per request it
 * receives: that is how upstream requests are counted.
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { stopChild, waitUntilAnswering } from './child-process'

const repoDir = resolve(import.meta.dirname, '../..')

export interface TeamStackOptions {
  port: number
  upstreamPort: number
  plan?: 'standard' | 'pro'
  /** 0 turns nginx's cache off. */
  cacheSeconds?: number
  /** The mock API's latency, e.g. "150-400"; none by default. */
  upstreamLatencyMs?: string
}

export interface TeamStack {
  url: string
  apiKey: string
  user: { username: string; password: string }
  /** Request lines the mock API has received so far, e.g. "GET /api/v1/invoices?limit=1 200". */
  upstreamRequests: () => string[]
  stop: () => Promise<void>
}

/** nginx is a prerequisite of team mode, never a reason to skip its tests. */
function findNginx(): string {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx']
  const found = candidates.find((path) => path !== undefined && existsSync(path))
  if (!found) {
    throw new Error(
      'Team mode runs behind nginx, which is not installed: apt-get install nginx (Debian/Ubuntu), ' +
        'or set NGINX to its path.',
    )
  }
  return found
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, output: string[]) {
  const child = spawn(command, args, { cwd: repoDir, env: { ...process.env, ...env } })
  let partial = ''
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n')
    partial = lines.pop() ?? ''
    output.push(...lines)
  })
  const errors: string[] = []
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()))
  return { child, errors }
}

export async function startTeamStack({
  port,
  upstreamPort,
  plan = 'standard',
  cacheSeconds = 30,
  upstreamLatencyMs = '0',
}: TeamStackOptions): Promise<TeamStack> {
  const nginx = findNginx()
  if (!existsSync(join(repoDir, 'dist/index.html'))) {
    throw new Error('Team mode serves the production build: run npx vite build first.')
  }
  const secrets = mkdtempSync(join(tmpdir(), 'invoice-team-test-'))
  const apiKey = `sk_team_${randomBytes(12).toString('hex')}`
  const user = { username: 'reader', password: randomBytes(9).toString('base64url') }
  writeFileSync(join(secrets, 'api-key'), apiKey, { mode: 0o600 })
  const hash = execFileSync('openssl', ['passwd', '-apr1', '-stdin'], {
    input: user.password,
    encoding: 'utf8',
  }).trim()
  writeFileSync(join(secrets, 'htpasswd'), `${user.username}:${hash}\n`, { mode: 0o600 })

  const upstreamLines: string[] = []
  const upstream = run(
    process.execPath,
    ['--import', 'tsx', 'scripts/mock-api.ts'],
    {
      MOCK_API_PORT: String(upstreamPort),
      MOCK_API_LATENCY_MS: upstreamLatencyMs,
      MOCK_API_KEYS: `${apiKey}=${plan}`,
    },
    upstreamLines,
  )
  const server = run(
    process.execPath,
    ['deploy/team/start.mjs'],
    {
      NGINX: nginx,
      INVOICE_API_UPSTREAM: `http://127.0.0.1:${upstreamPort}`,
      INVOICE_API_KEY_FILE: join(secrets, 'api-key'),
      INVOICE_API_PLAN: plan,
      INVOICE_API_CACHE_SECONDS: String(cacheSeconds),
      INVOICE_DASHBOARD_LISTEN: `127.0.0.1:${port}`,
      INVOICE_DASHBOARD_HTPASSWD: join(secrets, 'htpasswd'),
    },
    [],
  )
  const stop = async () => {
    await Promise.all([stopChild(server.child), stopChild(upstream.child)])
    rmSync(secrets, { recursive: true, force: true })
  }
  try {
    await waitUntilAnswering(
      `http://127.0.0.1:${upstreamPort}/`,
      upstream.child,
      'mock API',
      upstream.errors,
    )
    await waitUntilAnswering(`http://127.0.0.1:${port}/`, server.child, 'nginx', server.errors)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    user,
    upstreamRequests: () => upstreamLines.filter((line) => line.startsWith('GET /api/v1/')),
    stop,
  }
}
