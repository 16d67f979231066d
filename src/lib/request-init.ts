/** How every API request is sent, the boot module's early one included. */
export function requestInit(apiKey: string | null, signal: AbortSignal): RequestInit {
  return {
    headers: {
      ...(apiKey === null ? {} : { Authorization: `Bearer ${apiKey}` }),
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
    signal,
    redirect: 'error',
    // A key in the browser needs no cookie or login; the team server on our own origin needs the
    // reader's (basic auth, a single sign-on cookie) to let them look.
    credentials: apiKey === null ? 'same-origin' : 'omit',
    referrerPolicy: 'no-referrer',
  }
}
