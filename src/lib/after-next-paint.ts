/**
 * Runs `run` once the browser has painted the frame to come: a task queued from that frame's
 * animation callbacks runs after its paint. Returns what cancels it (an effect's cleanup).
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
