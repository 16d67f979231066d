/** React's view of one moment: whether it has passed, re-rendering once when it does. */
import { useEffect, useState } from 'react'

/**
 * `true` once `time` (epoch ms) is past, `false` before it or when there is none. One timer, set for
 * that moment: lib/use-seconds-until.ts re-renders every second, which a single moment needs not.
 */
export function useHasPassed(time: number | null): boolean {
  /** The last moment this hook's timer saw pass. */
  const [passed, setPassed] = useState<number>()
  useEffect(() => {
    if (time === null) return
    // A moment already past fires at once: the render that set it has not looked at the clock.
    const timer = setTimeout(() => {
      setPassed(time)
    }, time - Date.now())
    return () => {
      clearTimeout(timer)
    }
  }, [time])
  return passed === time
}
