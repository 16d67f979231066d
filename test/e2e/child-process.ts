/**
 * Servers run as child processes (the mock API, nginx) for the browser tests and the bench: waiting
 * until one answers, and stopping one. Shared by test/e2e/team-stack.ts and bench/servers.ts.
 */
import type { ChildProcess } from 'node:child_process'

const READY_TIMEOUT_MS = 20_000

/**
 * Resolves once `url` answers at all (any status). Fails if the child exits first or nothing answers
 * within 20 s, with `errors` (what it wrote to stderr, when the caller keeps it) in the message. The
 * caller stops the child on failure.
 */
export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  name: string,
  errors: readonly string[] = [],
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${errors.join('')}`)
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(
    `${name} did not answer at ${url} within ${String(READY_TIMEOUT_MS / 1000)} s: ${errors.join('')}`,
  )
}

/** Sends SIGTERM and resolves once the child has exited; at once if it already has. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve()
    })
    child.kill('SIGTERM')
  })
}
