import type { Ref } from 'react'
import type { WalkProgress } from '../api/invoice-walker'
import './walk-progress-bar.css'
import { formatCount } from '../lib/format-count'
import { formatWait } from '../lib/format-duration'
import { useSecondsUntil } from '../lib/use-seconds-until'

interface WalkProgressBarProps {
  label: string
  cancelLabel: string
  progress: WalkProgress | null
  /** When the budget lets the walk's first request go (epoch ms), or `null` for now. */
  startsAt: number | null
  onCancel: () => void
  /** The bar itself, focusable from script: where focus goes when the button that started it goes. */
  ref?: Ref<HTMLProgressElement>
}

/** "1,200 of 2,500 invoices", as a progress bar and as text, with a way to stop. */
export function WalkProgressBar({
  label,
  cancelLabel,
  progress,
  startsAt,
  onCancel,
  ref,
}: WalkProgressBarProps) {
  const wait = useSecondsUntil(progress ? null : startsAt)
  const done = progress ? Math.min(progress.fetched, progress.total) : 0
  const text = progress
    ? `${formatCount(done)} of ${formatCount(progress.total)} invoices`
    : // The budget is spent or cooling down: say when the walk will start, not just "Starting…".
      wait > 0
      ? `Starts in ${formatWait(wait)}`
      : 'Starting…'
  return (
    <div className="walk-progress">
      <progress
        ref={ref}
        tabIndex={-1}
        aria-label={label}
        aria-valuetext={text}
        max={Math.max(1, progress?.total ?? 1)}
        value={progress ? done : undefined}
      />
      <span>{text}</span>
      <button type="button" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  )
}
