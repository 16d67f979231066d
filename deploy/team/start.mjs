#!/usr/bin/env node
/**
 * Starts the dashboard in team mode: renders deploy/team/nginx.conf.template with the key, the
 * upstream, the plan's budget and the access rule into a private runtime directory, then runs nginx
 * unprivileged in the foreground until it is stopped (Ctrl+C or SIGTERM).
 *
 *   INVOICE_API_UPSTREAM        the invoice API's root, e.g. https://invoices.example.com (required)
 *   INVOICE_API_KEY_FILE        a file holding the key (preferred), or INVOICE_API_KEY
 *   INVOICE_API_PLAN            standard (100 a minute, default) or pro (500)
 *   INVOICE_API_CACHE_SECONDS   how long one answer serves everyone (30; 0 turns the cache off)
 *   INVOICE_DASHBOARD_LISTEN    nginx's `listen` (8080; e.g. 127.0.0.1:8080)
 *   INVOICE_DASHBOARD_DIST      the production build (dist/ beside this repository)
 *   INVOICE_DASHBOARD_HTPASSWD  who may look (required unless INVOICE_DASHBOARD_AUTH=none)
 *   INVOICE_DASHBOARD_RUNTIME_DIR  where the rendered config lives (a fresh private temp dir)
 *   INVOICE_DASHBOARD_USER      started as root, nginx runs as this user instead (nobody)
 *   NGINX                       the nginx binary (/usr/sbin/nginx, else nginx on PATH)
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  unwatchFile,
  watchFile,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const deployDir = dirname(fileURLToPath(import.meta.url))
const repoDir = resolve(deployDir, '../..')

const planLimits = { standard: 100, pro: 500 }

/** RFC 6750's b64token: all a Bearer key may hold, and nothing nginx would read as a variable. */
const bearerToken = /^[A-Za-z0-9._~+/-]+=*$/

class SetupError extends Error {}

function fail(message) {
  throw new SetupError(message)
}

/**
 * limit_req lets `burst + 1` requests through at once, then one every 60/rate seconds, so any 60 s
 * holds at most burst + 1 + rate of them; one more is kept in hand for a window boundary. A quarter
 * of the plan as burst lets a loaded set of 2,500 invoices (25 pages) go at once.
 */
export function budgetFor(planLimit) {
  const burst = Math.floor(planLimit / 4)
  const ratePerMinute = planLimit - burst - 2
  // Long enough for a tenth of the plan to come back, so a countdown's retry finds room for more
  // than the one request that retries.
  const retryAfterSeconds = Math.ceil((planLimit / 10) * (60 / ratePerMinute))
  return { burst, ratePerMinute, retryAfterSeconds }
}

function readKey(env) {
  const raw = env.INVOICE_API_KEY_FILE
    ? readFileSync(env.INVOICE_API_KEY_FILE, 'utf8')
    : env.INVOICE_API_KEY
  const key = raw?.trim()
  if (!key) fail('set INVOICE_API_KEY_FILE (preferred) or INVOICE_API_KEY.')
  // Never echo the key, even in this message.
  if (!bearerToken.test(key)) fail('the API key holds characters a Bearer token cannot carry.')
  return key
}

function readUpstream(env) {
  let url
  try {
    url = new URL(env.INVOICE_API_UPSTREAM ?? '')
  } catch {
    fail('set INVOICE_API_UPSTREAM to the invoice API’s root, e.g. https://invoices.example.com.')
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search) {
    fail('INVOICE_API_UPSTREAM must be a plain http(s) address without credentials or a query.')
  }
  return url.origin + url.pathname.replace(/\/(api\/v1\/?)?$/, '')
}

/** The htpasswd file is copied beside the config, where nginx's own user can read it. */
function readAuth(env, runtimeDir) {
  if (env.INVOICE_DASHBOARD_AUTH === 'none') return 'auth_basic off;'
  const file = env.INVOICE_DASHBOARD_HTPASSWD
  if (!file || !existsSync(file)) {
    fail(
      'a team deployment shows invoices to anyone who reaches it: set INVOICE_DASHBOARD_HTPASSWD ' +
        'to an htpasswd file (see README, "Deploying for a team"), or INVOICE_DASHBOARD_AUTH=none ' +
        'when a single sign-on proxy in front already checks who may look.',
    )
  }
  const copy = join(runtimeDir, 'htpasswd')
  copyFileSync(file, copy)
  return `auth_basic "Invoice dashboard"; auth_basic_user_file ${copy};`
}

export function renderConfig(env = process.env, runtimeDir) {
  const plan = env.INVOICE_API_PLAN ?? 'standard'
  if (!Object.hasOwn(planLimits, plan)) fail('INVOICE_API_PLAN is standard or pro.')
  const cacheSeconds = Number(env.INVOICE_API_CACHE_SECONDS ?? 30)
  if (!Number.isInteger(cacheSeconds) || cacheSeconds < 0) {
    fail('INVOICE_API_CACHE_SECONDS is a whole number of seconds (0 turns the cache off).')
  }
  const distDir = resolve(env.INVOICE_DASHBOARD_DIST ?? join(repoDir, 'dist'))
  if (!existsSync(join(distDir, 'index.html'))) {
    fail(`no production build in ${distDir}: run npm run build first.`)
  }
  const { burst, ratePerMinute, retryAfterSeconds } = budgetFor(planLimits[plan])
  const values = {
    RUNTIME_DIR: runtimeDir,
    DEPLOY_DIR: deployDir,
    MIME_TYPES: '/etc/nginx/mime.types',
    CA_CERTIFICATES: '/etc/ssl/certs/ca-certificates.crt',
    LISTEN: env.INVOICE_DASHBOARD_LISTEN ?? '8080',
    DIST_DIR: distDir,
    UPSTREAM_ROOT: readUpstream(env),
    API_KEY: readKey(env),
    BURST: burst,
    RATE_PER_MINUTE: ratePerMinute,
    RETRY_AFTER_SECONDS: retryAfterSeconds,
    CACHE_ZONE: cacheSeconds > 0 ? 'invoices' : 'off',
    CACHE_SECONDS: Math.max(1, cacheSeconds),
    AUTH: readAuth(env, runtimeDir),
  }
  // What the app reads at start (src/app/read-team-plan.ts).
  const runtimeConfig = JSON.stringify({ apiMode: 'team', plan })
  writeFileSync(join(runtimeDir, 'config.json'), runtimeConfig, { mode: 0o600 })
  const template = readFileSync(join(deployDir, 'nginx.conf.template'), 'utf8')
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!Object.hasOwn(values, name)) fail(`the template names an unknown setting {{${name}}}.`)
    return String(values[name])
  })
}

function findNginx(env) {
  if (env.NGINX) return env.NGINX
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
}

/**
 * Started as root (a container, CI), nginx would keep a root master process; instead the whole
 * server runs as an unprivileged user that owns the runtime directory and nothing else.
 */
function dropPrivileges(env, runtimeDir) {
  if (process.getuid?.() !== 0) return {}
  const user = env.INVOICE_DASHBOARD_USER ?? 'nobody'
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }))
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }))
  for (const name of ['', ...readdirSync(runtimeDir)]) chownSync(join(runtimeDir, name), uid, gid)
  return { uid, gid }
}

/**
 * nginx, unprivileged, cannot open our standard output by name: it writes its access log in the
 * runtime directory and this follows it, line for line.
 */
function followAccessLog(file) {
  writeFileSync(file, '', { mode: 0o600 })
  const fd = openSync(file, 'r')
  const buffer = Buffer.alloc(64 * 1024)
  let position = 0
  const copy = () => {
    let read
    while ((read = readSync(fd, buffer, 0, buffer.length, position)) > 0) {
      process.stdout.write(buffer.subarray(0, read))
      position += read
    }
  }
  watchFile(file, { interval: 200 }, copy)
  return () => {
    copy()
    unwatchFile(file)
  }
}

function main() {
  const env = process.env
  const runtimeDir = env.INVOICE_DASHBOARD_RUNTIME_DIR
    ? resolve(env.INVOICE_DASHBOARD_RUNTIME_DIR)
    : mkdtempSync(join(tmpdir(), 'invoice-team-'))
  if (runtimeDir.startsWith(repoDir + '/')) {
    fail('INVOICE_DASHBOARD_RUNTIME_DIR must be outside the repository: it holds the key.')
  }
  mkdirSync(runtimeDir, { recursive: true, mode: 0o700 })
  const configFile = join(runtimeDir, 'nginx.conf')
  try {
    writeFileSync(configFile, renderConfig(env, runtimeDir), { mode: 0o600 })
  } catch (error) {
    rmSync(runtimeDir, { recursive: true, force: true })
    throw error
  }
  const stopFollowing = followAccessLog(join(runtimeDir, 'access.log'))

  const nginx = spawn(findNginx(env), ['-e', 'stderr', '-p', runtimeDir, '-c', configFile], {
    stdio: 'inherit',
    ...dropPrivileges(env, runtimeDir),
  })
  const cleanUp = () => {
    stopFollowing()
    // The rendered config holds the key: it leaves with the server.
    rmSync(runtimeDir, { recursive: true, force: true })
  }
  nginx.on('error', (error) => {
    cleanUp()
    console.error(
      `deploy/team/start.mjs: could not run nginx (${error.message}); install it (Debian: apt-get install nginx).`,
    )
    process.exit(1)
  })
  nginx.on('exit', (code, signal) => {
    cleanUp()
    process.exit(code ?? (signal ? 0 : 1))
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      // nginx's fast shutdown; QUIT would wait for open connections.
      nginx.kill('SIGTERM')
    })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main()
  } catch (error) {
    if (!(error instanceof SetupError)) throw error
    console.error(`deploy/team/start.mjs: ${error.message}`)
    process.exit(1)
  }
}
