/**
 * The grace a view change gives its answer before the page shows the change with the old rows
 * marked as waiting. An answer within it shows in one render with the change; without it the page
 * renders twice (the old rows marked stale, then the new rows), and that interim render and its frame
 * held the main thread while a loopback answer was ready (traced: the rows were drawn ~15 ms after
 * their answer had arrived).
 */
import { settledWithin } from '../../../lib/settled-within'

export const ANSWER_GRACE_MS = 250

/**
 * Shows a change once its answer arrives or its grace ends, whichever is first, and returns the way
 * to show it now instead: the change is shown once at most.
 */
export function holdForAnswer(answer: Promise<unknown>, showChange: () => void): () => void {
  let held = true
  const show = () => {
    if (!held) return
    held = false
    showChange()
  }
  void settledWithin(answer, ANSWER_GRACE_MS).then(show)
  return show
}
