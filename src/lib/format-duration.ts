/** A wait in words a person reads at a glance: "55 s", "9 min 59 s", "10 min". */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds))
  // A minute still reads in seconds: "60 s" counts down to "59 s" without changing units.
  if (whole <= 60) return `${String(whole)} s`
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  return rest === 0 ? `${String(minutes)} min` : `${String(minutes)} min ${String(rest)} s`
}
