/**
 * Demo builds only (vite.config.ts swaps it in for `tldts`): the one function MSW's cookie jar
 * (tough-cookie) calls, without the public-suffix list that is two thirds of MSW's browser chunk.
 *
 * `getDomain` answers the registrable domain of a host, or null for an IP address, an invalid host
 * or a host that is itself a public suffix. Without the list, every top-level domain counts as the
 * only public suffix: exact for `.com`, `.dev`, `localhost` or an IP, but a host under a multi-label
 * suffix (`a.b.co.uk`, `x.github.io`) gets its last two labels (`co.uk`, `github.io`). That jar only
 * holds cookies set by mocked responses, and the demo's handlers set none.
 */

const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/
const ipv6 = /^\[?[\da-f]*:[\da-f:]*\]?$/
// tldts's shallow check: lowercase letters, digits, `-` (not at either end), `_`, and non-ASCII.
const label = /^(?!-)[a-z\d_\u0080-\uffff-]{1,63}(?<!-)$/

/** tough-cookie also passes options (ICANN and private domains allowed): without the list, moot. */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host.length > 255 || ipv4.test(host) || ipv6.test(host)) return null
  const labels = host.split('.')
  if (labels.length < 2 || !labels.every((part) => label.test(part))) return null
  return labels.slice(-2).join('.')
}
