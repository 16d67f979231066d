/**
 * The only URLs we turn into links: absolute `http:` or `https:`, as the URL parser reads them.
 * Surrounding whitespace is trimmed first (the parser would strip it anyway, so we say so openly).
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (trimmed === '') return null
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
}
