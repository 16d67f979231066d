import type { Ref } from 'react'
import type { WalkProgress } from '../api/invoice-walker'
import type { WalkPause } from '../api/walk-pause'
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
  // A pause whose time is up is over: the request it waited for is on its way.
  const pause = progress?.pause && wait > 0 ? progress.pause : null
  // Before the first page there is nothing to count yet.
  const total = progress?.total ?? null
  const done = progress && total !== null ? Math.min(progress.fetched, total) : null
  const count =
    done === null || total === null
      ? null
      : `${formatCount(done)} of ${formatCount(total)} invoices`
  const text = progress ? progressText(count, pause, wait) : startText(wait)
  // In sight, a pause takes the count's place, in as little room: the bar's row keeps its height on
  // a phone, so the table below does not move. The bar's own text says both.
  const shown = pause ? pauseInBrief(pause, wait, count !== null) : text
  return (
    <div className="walk-progress">
      <progress
        ref={ref}
        tabIndex={-1}
        aria-label={label}
        aria-valuetext={text}
        max={Math.max(1, total ?? 1)}
        value={done ?? undefined}
      />
      <span>{shown}</span>
      <button type="button" onClick={onCancel}>
        {cancelLabel}
      </button>
      {/* Said once as a pause starts, not at each second of its countdown. */}
      <span className="visually-hidden" aria-live="polite">
        {pause && pauseReason[pause.because]}
      </span>
    </div>
  )
}

/** The budget is spent or cooling down: when the walk will start, not just "Starting…". */
const startText = (wait: number) => (wait > 0 ? `Starts in ${formatWait(wait)}` : 'Starting…')

const pauseReason: Record<WalkPause['because'], string> = {
  'rate-limit': 'Paused for the rate limit.',
  retry: 'Paused: a request failed and will be tried again.',
}

/** "Paused, resumes in 42 s", "Retrying in 30 s": the pause in a count's room. */
function pauseInBrief(pause: WalkPause, wait: number, started: boolean): string {
  if (pause.because === 'retry') return `Retrying in ${formatWait(wait)}`
  return started ? `Paused, resumes in ${formatWait(wait)}` : startText(wait)
}

/** "1,200 of 2,500 invoices" (`count`), and while the walk is held, why and for how long. */
function progressText(count: string | null, pause: WalkPause | null, wait: number): string {
  if (!pause) return count ?? 'Starting…'
  if (pause.because === 'rate-limit')
    return count
      ? `${count}; paused for the rate limit, resumes in ${formatWait(wait)}`
      : startText(wait)
  const retrying = `trying again in ${formatWait(wait)}`
  return count ? `${count}; a request failed, ${retrying}` : `A request failed; ${retrying}`
}
