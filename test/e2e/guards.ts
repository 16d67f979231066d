/**
 * What every browser test of the connection watches for: Content-Security-Policy violations (from
 * the page's `securitypolicyviolation` events and Chromium's console reports), console messages and
 * every request the browser context sends, with its headers. `test` fails on any CSP violation.
 */
import { test as base, expect, type BrowserContext, type Request } from '@playwright/test'

export interface ContextWatch {
  cspViolations: string[]
  consoleMessages: string[]
  requests: Request[]
  /** A request's headers, read as it was sent: they stay readable after its page has closed. */
  headersOf: (request: Request) => Promise<Record<string, string>>
}

const violationBinding = '__reportCspViolation'

/** Starts watching a context; call before its first navigation. */
export async function watchContext(context: BrowserContext): Promise<ContextWatch> {
  const headers = new Map<Request, Promise<Record<string, string>>>()
  const watch: ContextWatch = {
    cspViolations: [],
    consoleMessages: [],
    requests: [],
    headersOf: (request) => headers.get(request) ?? request.allHeaders(),
  }
  await context.exposeBinding(violationBinding, (_source, report: string) => {
    watch.cspViolations.push(report)
  })
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = Reflect.get(window, binding) as (report: string) => Promise<void>
        void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`)
      },
      true,
    )
  }, violationBinding)
  context.on('console', (message) => {
    const text = `${message.type()}: ${message.text()}`
    watch.consoleMessages.push(text)
    if (/Content.Security.Policy/i.test(text)) watch.cspViolations.push(text)
  })
  context.on('request', (request) => {
    watch.requests.push(request)
    headers.set(
      request,
      request.allHeaders().catch(() => request.headers()),
    )
  })
  return watch
}

export function expectNoCspViolations(watch: ContextWatch) {
  expect(watch.cspViolations, 'Content-Security-Policy violations').toEqual([])
}

export const test = base.extend<{ watch: ContextWatch }>({
  // `provide`, not Playwright's usual `use`, which the React hooks lint rule mistakes for a hook.
  // Automatic: every test fails on a Content-Security-Policy violation, named `watch` or not.
  watch: [
    async ({ context }, provide) => {
      const watch = await watchContext(context)
      await provide(watch)
      expectNoCspViolations(watch)
    },
    { auto: true },
  ],
})

export { expect }
