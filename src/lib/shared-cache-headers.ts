/**
 * Reads what a shared cache in front of the API says about an answer. In team mode nginx answers
 * identical requests from its cache (deploy/team/nginx.conf.template): `X-Cache-Status` says so, and
 * the upstream's `Date`, replayed with the stored answer, says when it was fetched.
 */

/** nginx's `$upstream_cache_status` values for an answer that was not fetched for this request. */
const storedStatuses = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED'])

/** When a stored answer was fetched (epoch ms), or `null` for a fresh one or an unreadable date. */
export function parseCachedAt(cacheStatus: string | null, date: string | null): number | null {
  if (cacheStatus === null || date === null) return null
  if (!storedStatuses.has(cacheStatus.trim().toUpperCase())) return null
  const fetchedAt = Date.parse(date)
  return Number.isNaN(fetchedAt) ? null : fetchedAt
}
