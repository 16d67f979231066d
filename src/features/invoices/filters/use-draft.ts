/**
 * An input's own value (the draft) in front of the value the URL holds (the committed value). The
 * draft follows the user while they type and is committed now or after a pause; it follows the URL
 * again when the URL changes by other means (Back/Forward, a chip, "Clear filters"), but never
 * because the user's own commit arrived while they kept typing.
 */
import { useEffect, useEffectEvent, useState } from 'react'

/** Identifies URL changes; `force` is true when drafts must yield to the URL (Back/Forward, clear). */
export interface DraftSync {
  key: string
  force: boolean
}

interface DraftOptions<D, T> {
  commit: (value: T) => void
  sync: DraftSync
  fromCommitted: (value: T) => D
  toCommitted: (draft: D) => T
  equals: (a: T, b: T) => boolean
}

type DraftEdit =
  /** Commit after `DRAFT_DELAY_MS` without further edits. */
  | 'debounce'
  /** Commit at once. */
  | 'now'
  /** Keep the draft but do not commit it (incomplete or invalid input). */
  | 'hold'

const DRAFT_DELAY_MS = 300

export function useDraft<D, T>(
  committed: T,
  { commit, sync, fromCommitted, toCommitted, equals }: DraftOptions<D, T>,
) {
  const [draft, setDraft] = useState(() => fromCommitted(committed))
  const [seen, setSeen] = useState({ key: sync.key, committed })
  const [pending, setPending] = useState<{ value: T } | null>(null)
  // What this input committed last, until the URL shows it: that arrival must not reset the draft.
  const [sent, setSent] = useState<{ value: T } | null>(null)
  // How many times the URL replaced the draft: what an input knew of the old one goes with it.
  const [resets, setResets] = useState(0)

  // Adjusting state to a changed URL during render (not in an effect) keeps the old draft off screen.
  if (seen.key !== sync.key) {
    const ownArrived = sent !== null && equals(sent.value, committed)
    const changed = !equals(seen.committed, committed)
    setSeen({ key: sync.key, committed })
    if (ownArrived) setSent(null)
    if (sync.force || (changed && !ownArrived)) {
      setDraft(fromCommitted(committed))
      setPending(null)
      setSent(null)
      setResets(resets + 1)
    }
  }

  const commitNow = (value: T) => {
    setPending(null)
    if (equals(value, committed)) return
    setSent({ value })
    commit(value)
  }
  const commitLater = useEffectEvent(commitNow)

  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => {
      commitLater(pending.value)
    }, DRAFT_DELAY_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [pending])

  const edit = (next: D, how: DraftEdit) => {
    setDraft(next)
    if (how === 'debounce') setPending({ value: toCommitted(next) })
    else if (how === 'now') commitNow(toCommitted(next))
    else setPending(null)
  }

  return { draft, edit, resets }
}
