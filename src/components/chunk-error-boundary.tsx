import { Component, type ReactNode } from 'react'
import { ChunkLoadError, retryFailedChunks } from './lazy-with-retry'
import './chunk-error-boundary.css'

interface ChunkErrorBoundaryProps {
  /** What failed to load, as in "Could not load <what>.": "the invoice details". */
  what: string
  /** Offered as "Close" when the spot can be given up (a dialog that never opened). */
  onDismiss?: () => void
  children: ReactNode
}

interface ChunkErrorBoundaryState {
  error: Error | null
  /** Loads that failed in a row while the browser said it was online. */
  failuresOnline: number
}

/**
 * The browser says "online" a moment before requests go through (and a flaky network fails some),
 * so a failure while online is tried again after 1, 2, 4… up to 30 seconds.
 */
const retryDelayMs = (failures: number) => Math.min(30_000, 1_000 * 2 ** failures)

/**
 * A lazy chunk that fails to load fails only its own spot: it says so, offers "Try again", and tries
 * again by itself when the browser is back online. Any other error is a bug and goes on up to the
 * app's boundary.
 */
export class ChunkErrorBoundary extends Component<
  ChunkErrorBoundaryProps,
  ChunkErrorBoundaryState
> {
  override state: ChunkErrorBoundaryState = { error: null, failuresOnline: 0 }
  private retryTimer: ReturnType<typeof setTimeout> | undefined

  static getDerivedStateFromError(error: unknown): Partial<ChunkErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidMount() {
    window.addEventListener('online', this.retryNow)
  }

  override componentDidUpdate(_: ChunkErrorBoundaryProps, previous: ChunkErrorBoundaryState) {
    if (this.state.error === null || previous.error !== null || !navigator.onLine) return
    clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(this.retryLater, retryDelayMs(this.state.failuresOnline))
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryNow)
    clearTimeout(this.retryTimer)
  }

  private retry(failuresOnline: number) {
    clearTimeout(this.retryTimer)
    if (this.state.error === null) return
    retryFailedChunks()
    this.setState({ error: null, failuresOnline })
  }

  /** "Try again", or the browser is back online: at once, and the waits start short again. */
  private readonly retryNow = () => {
    this.retry(0)
  }

  private readonly retryLater = () => {
    this.retry(this.state.failuresOnline + 1)
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    // Not a chunk: a bug, for the app's boundary above.
    if (!(error instanceof ChunkLoadError)) throw error
    const { what, onDismiss } = this.props
    return (
      <div role="alert" className="notice notice-danger chunk-error">
        <p>Could not load {what}. It will load again when you are back online.</p>
        <p className="chunk-error-actions">
          <button type="button" onClick={this.retryNow}>
            Try again
          </button>
          {onDismiss && (
            <button type="button" onClick={onDismiss}>
              Close
            </button>
          )}
        </p>
      </div>
    )
  }
}
