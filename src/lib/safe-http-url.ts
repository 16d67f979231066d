/**
 * The only URLs we turn into links: absolute `http:` or `https:`, as the URL parser reads them, with
 * no user name or password (`https://bank.com@evil.com/x.pdf` goes to evil.com). Surrounding
 * whitespace is trimmed first (the parser would strip it anyway, so we say so openly).
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  return parseSafeHttpUrl(value)?.href ?? null
}

/**
 * A user name or password in an address: shown before the real host, it deceives a reader, and
 * sent, it leaks. The connection screen refuses a base URL with one by the same rule.
 */
export function hasUserInfo(url: URL): boolean {
  return url.username !== '' || url.password !== ''
}

/** The same check, giving the parsed URL: its `host` is what the browser will ask for (punycode). */
export function parseSafeHttpUrl(value: string | null | undefined): URL | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (trimmed === '') return null
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  return hasUserInfo(url) ? null : url
}
