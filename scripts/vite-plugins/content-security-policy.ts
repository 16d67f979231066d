import type { Plugin } from 'vite'

/**
 * The built app's Content-Security-Policy. Only scripts and styles from our own origin; requests to
 * our origin, any https: API and a loopback API for development (the connection screen's rules);
 * MSW's service worker only in demo builds. deploy/nginx.conf sends the same policy as a header,
 * adding `frame-ancestors` (a meta tag cannot carry it).
 */
export function contentSecurityPolicy(isDemo: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
    isDemo ? "worker-src 'self'" : "worker-src 'none'",
  ].join('; ')
}

/** Build only: the dev server needs inline scripts for React Fast Refresh. */
export function contentSecurityPolicyMeta(isDemo: boolean): Plugin {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(isDemo)}" />`
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml(html) {
      // Right after the charset, before anything it governs: a policy applies only to what follows.
      const charset = /<meta charset="[^"]*"\s*\/?>/i
      if (!charset.test(html))
        throw new Error('index.html needs a <meta charset> to place the CSP after')
      return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
    },
  }
}
