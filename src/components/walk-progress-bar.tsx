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
  const wait = useSecondsUntil(progress ? (progress.pause?.until ?? null) : startsAt)
  const text = progress ? progressText(progress, wait) : startText(wait)
  return (
    <div className="walk-progress">
      <progress
        ref={ref}
        tabIndex={-1}
        aria-label={label}
        aria-valuetext={text}
        max={Math.max(1, progress?.total ?? 1)}
        value={progress && !beforeFirstPage(progress) ? doneOf(progress) : undefined}
      />
      <span>{text}</span>
      <button type="button" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  )
}

/** The budget is spent or cooling down: when the walk will start, not just "Starting…". */
const startText = (wait: number) => (wait > 0 ? `Starts in ${formatWait(wait)}` : 'Starting…')

const doneOf = (progress: WalkProgress) => Math.min(progress.fetched, progress.total)

/** Held before any page came (a pause reported ahead of the first page): nothing to count yet. */
const beforeFirstPage = (progress: WalkProgress) => progress.total === 0 && progress.fetched === 0

/** "1,200 of 2,500 invoices", and while the walk is held, why and for how long. */
function progressText(progress: WalkProgress, wait: number): string {
  const { pause } = progress
  const first = beforeFirstPage(progress)
  if (!pause || wait === 0) return first ? 'Starting…' : countText(progress)
  if (pause.because === 'rate-limit')
    return first
      ? startText(wait)
      : `${countText(progress)}; paused for the rate limit, resumes in ${formatWait(wait)}`
  const retrying = `trying again in ${formatWait(wait)}`
  return first
    ? `A request failed; ${retrying}`
    : `${countText(progress)}; a request failed, ${retrying}`
}

const countText = (progress: WalkProgress) =>
  `${formatCount(doneOf(progress))} of ${formatCount(progress.total)} invoices`
