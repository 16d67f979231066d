/**
 * Where the browser tests find their servers: the demo build, the production build (served by
 * nginx with deploy/nginx.conf) and the mock API it connects to.
 *
 * Ports are free ones the system hands out, so `npm test` runs beside `npm run preview` (4173) or a
 * second checkout. E2E_PORT pins them instead (the others follow it by fixed offsets, and each can
 * be set on its own); a pinned port already in use fails at once, naming what to stop.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'

/** Runs in a child process: Playwright reads its config synchronously, and sockets are async. */
function probePorts(wanted: number[]): number[] {
  const script = `
    const net = require('node:net')
    const wanted = JSON.parse(process.argv[1])
    Promise.all(wanted.map((port) => new Promise((done) => {
      const server = net.createServer().once('error', () => done({ server: null, port: -1 }))
      server.listen(port, '127.0.0.1', () => done({ server, port: server.address().port }))
    }))).then((held) => {
      console.log(JSON.stringify(held.map(({ port }) => port)))
      held.forEach(({ server }) => server?.close())
    })`
  const { stdout, status } = spawnSync(process.execPath, ['-e', script, JSON.stringify(wanted)], {
    encoding: 'utf8',
  })
  if (status !== 0) throw new Error('Could not probe for free ports on 127.0.0.1')
  return JSON.parse(stdout) as number[]
}

function pinnedPorts(demo: number): number[] {
  const ports = [
    demo,
    Number(process.env.E2E_PRODUCTION_PORT ?? demo + 10),
    Number(process.env.E2E_MOCK_API_PORT ?? 8787 + (demo - 4173)),
  ]
  const held = probePorts(ports)
  const taken = ports.filter((port, index) => held[index] !== port)
  if (taken.length > 0) {
    throw new Error(
      `Port ${taken.join(', ')} on 127.0.0.1 is in use, and the browser tests need it (E2E_PORT=${demo}). ` +
        'Stop what listens there (for example `npm run preview`, `npm run mock-api` or another test run), ' +
        'or unset E2E_PORT and the tests take free ports.',
    )
  }
  return ports
}

// Chosen once, in Playwright's main process, and handed to its workers (which inherit the
// environment and load this module again) so every process agrees.
process.env.E2E_SERVER_PORTS ??= (
  process.env.E2E_PORT ? pinnedPorts(Number(process.env.E2E_PORT)) : probePorts([0, 0, 0])
).join(',')
const [demoPort, productionPort, mockApiPort] = process.env.E2E_SERVER_PORTS.split(',').map(Number)

/** `vite preview` of the demo build in `dist-demo/`. */
export const DEMO_PORT = demoPort ?? 0
/** nginx with deploy/nginx.conf serving the production (non-demo) build in `dist/`. */
export const PRODUCTION_PORT = productionPort ?? 0
/** `npm run mock-api`, the real HTTP server the production build connects to. */
export const MOCK_API_PORT = mockApiPort ?? 0

export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`
export const PRODUCTION_URL = `http://127.0.0.1:${PRODUCTION_PORT}`
export const MOCK_API_URL = `http://127.0.0.1:${MOCK_API_PORT}`

// A fresh key per run, set before Playwright starts the mock API and its workers (which inherit
// the environment): a string that appears nowhere else, so finding it anywhere means it leaked.
process.env.E2E_API_KEY ??= `sk_e2e_${randomBytes(12).toString('hex')}`
export const E2E_API_KEY = process.env.E2E_API_KEY
