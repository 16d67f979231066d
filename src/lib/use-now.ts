import { useEffect, useState } from 'react'

/** Often enough for text such as "12 minutes ago". */
const NOW_REFRESH_MS = 30_000

/** The current time, re-read every half minute. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now())
    }, NOW_REFRESH_MS)
    return () => {
      clearInterval(timer)
    }
  }, [])
  return now
}
