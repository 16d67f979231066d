/**
 * Serves a build with deploy/nginx.conf, unprivileged, from a checkout: the same server block a
 * deployment uses (for a demo build, with the service worker its mock API needs), inside a
 * throwaway main config that keeps nginx's pid and temp files in a temporary folder and its errors
 * on stderr (and, with --access-log, one line per request on stdout).
 *
 *   node scripts/serve-nginx.mjs [--root dist] [--port 8080] [--access-log]
 *     [--connect-src "'self' https://invoices.example.com"]
 *
 * Needs nginx (Debian: `sudo apt-get install nginx`; or set NGINX to its executable).
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

const repo = resolve(import.meta.dirname, '..')

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '8080' },
    'connect-src': { type: 'string' },
    // nginx opens /dev/stdout by name, which fails when it is a socket (as under Playwright).
    'access-log': { type: 'boolean', default: false },
  },
})

const nginx = [
  process.env.NGINX,
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/opt/homebrew/bin/nginx',
]
  .filter(Boolean)
  .find((path) => existsSync(path))
if (!nginx) {
  console.error(
    'No nginx found. Debian/Ubuntu: `sudo apt-get install nginx`; or set NGINX to its executable.',
  )
  process.exit(1)
}

const root = resolve(values.root)
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No ${join(root, 'index.html')}: build first (\`npm run build\`).`)
  process.exit(1)
}

// Without --connect-src the header repeats the build's own (its <meta> policy): it narrows nothing.
const builtPolicy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
  readFileSync(join(root, 'index.html'), 'utf8'),
)?.[1]
const connectSrc = values['connect-src'] ?? /connect-src ([^;]+)/.exec(builtPolicy ?? '')?.[1]
if (!connectSrc) {
  console.error(
    `${join(root, 'index.html')} has no CSP to take connect-src from: pass --connect-src.`,
  )
  process.exit(1)
}

// mime.types sits beside the main config nginx was built to read (/etc/nginx on Debian).
const built = execFileSync(nginx, ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
const confPath = /--conf-path=(\S+)/.exec(built)?.[1] ?? '/etc/nginx/nginx.conf'
const mimeTypes = join(dirname(confPath), 'mime.types')

// A demo build's mock API is a service worker, which its own policy allows: the header follows it
// there, or the demo could not start. The production build's policy, like the deploy file, says 'none'.
const workerSrc = /worker-src ([^;]+)/.exec(builtPolicy ?? '')?.[1] ?? "'none'"

const template = readFileSync(join(repo, 'deploy/nginx.conf'), 'utf8')
if (!template.includes("worker-src 'none'")) {
  console.error(
    "deploy/nginx.conf no longer says worker-src 'none': update serve-nginx.mjs with it.",
  )
  process.exit(1)
}
const runDir = mkdtempSync(join(tmpdir(), 'invoice-dashboard-nginx-'))
const site = template
  .replaceAll('${LISTEN}', `127.0.0.1:${values.port}`)
  .replaceAll('${ROOT}', root)
  .replaceAll('${CONNECT_SRC}', connectSrc)
  .replace("worker-src 'none'", `worker-src ${workerSrc}`)
writeFileSync(join(runDir, 'site.conf'), site)

const temp = (name) => {
  mkdirSync(join(runDir, name))
  return join(runDir, name)
}
writeFileSync(
  join(runDir, 'nginx.conf'),
  `daemon off;
pid ${join(runDir, 'nginx.pid')};
error_log stderr warn;
worker_processes 1;
events { worker_connections 256; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    sendfile on;
    access_log ${values['access-log'] ? '/dev/stdout' : 'off'};
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${join(runDir, 'site.conf')};
}
`,
)

// -e: before reading the config, nginx would open its built-in error log (/var/log/nginx/...).
const server = spawn(nginx, ['-e', 'stderr', '-p', runDir, '-c', join(runDir, 'nginx.conf')], {
  stdio: 'inherit',
})
console.error(`nginx serving ${root} at http://127.0.0.1:${values.port}/`)

const cleanUp = () => rmSync(runDir, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGQUIT'))
server.on('exit', (code, signal) => {
  cleanUp()
  process.exit(code ?? (signal === 'SIGQUIT' ? 0 : 1))
})
