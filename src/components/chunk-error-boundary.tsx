import { Component, type ReactNode } from 'react'
import { retryFailedChunks } from './lazy-with-retry'
import { CHUNK_LOAD_ERROR } from './retryable-import'
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
}

/**
 * The browser says "online" a moment before requests go through (and a flaky network fails some),
 * so a failure while online is tried again after a few seconds, for as long as the spot is shown.
 */
const RETRY_WHILE_ONLINE_MS = 3_000

/**
 * A lazy chunk that fails to load fails only its own spot: it says so, offers "Try again", and tries
 * again by itself when the browser is back online. Any other error is a bug and goes on up to the
 * app's boundary.
 */
export class ChunkErrorBoundary extends Component<
  ChunkErrorBoundaryProps,
  ChunkErrorBoundaryState
> {
  override state: ChunkErrorBoundaryState = { error: null }
  private retryTimer: ReturnType<typeof setTimeout> | undefined

  // Anything thrown reaches here; only a chunk's failure (an Error by its name) is answered below.
  static getDerivedStateFromError(error: Error): ChunkErrorBoundaryState {
    return { error }
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry)
    // A spot can also come up already failed: React may mount it afresh when a try fails (traced in
    // Chromium, a try made the moment the browser said "online": the spot stayed on its message).
    this.retryLaterIfOnline()
  }

  override componentDidUpdate(_: ChunkErrorBoundaryProps, previous: ChunkErrorBoundaryState) {
    if (previous.error === null) this.retryLaterIfOnline()
  }

  private retryLaterIfOnline() {
    if (this.state.error === null || !navigator.onLine) return
    clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(this.retry, RETRY_WHILE_ONLINE_MS)
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry)
    clearTimeout(this.retryTimer)
  }

  /** "Try again", back online, or the next try while online: render the chunk afresh. */
  private readonly retry = () => {
    clearTimeout(this.retryTimer)
    if (this.state.error === null) return
    retryFailedChunks()
    this.setState({ error: null })
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    // Not a chunk: a bug, for the app's boundary above.
    if (error.name !== CHUNK_LOAD_ERROR) throw error
    const { what, onDismiss } = this.props
    return (
      <div role="alert" className="notice notice-danger chunk-error">
        <p>Could not load {what}. It will load again when you are back online.</p>
        <p className="chunk-error-actions">
          <button type="button" onClick={this.retry}>
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
