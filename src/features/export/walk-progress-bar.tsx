import type { WalkProgress } from '../../api/invoice-walker'
import { formatCount } from '../../lib/format-count'

interface WalkProgressBarProps {
  label: string
  cancelLabel: string
  progress: WalkProgress | null
  onCancel: () => void
}

/** "1,200 of 2,500 invoices", as a progress bar and as text, with a way to stop. */
export function WalkProgressBar({ label, cancelLabel, progress, onCancel }: WalkProgressBarProps) {
  const done = progress ? Math.min(progress.fetched, progress.total) : 0
  const text = progress
    ? `${formatCount(done)} of ${formatCount(progress.total)} invoices`
    : 'Starting…'
  return (
    <div className="walk-progress">
      <progress
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
