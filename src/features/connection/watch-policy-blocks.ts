/**
 * Notes whether the page's Content-Security-Policy blocked a request to `origin`: the browser reports
 * that as a plain network failure, the same as a server that is down.
 */
export function watchPolicyBlocks(origin: string) {
  let blocked = false
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(origin)) blocked = true
  }
  document.addEventListener('securitypolicyviolation', onViolation)
  return {
    /** Violation reports arrive as queued tasks: give them a turn before reading. */
    blocked: () =>
      new Promise<boolean>((resolve) => {
        window.setTimeout(() => {
          resolve(blocked)
        }, 0)
      }),
    stop: () => {
      document.removeEventListener('securitypolicyviolation', onViolation)
    },
  }
}
