/**
 * A render error anywhere shows what happened and a way back, never a white page. Errors from data
 * never get here (they are error states); this is for bugs.
 */
import { Component, type ReactNode } from 'react'

interface AppErrorBoundaryProps {
  children: ReactNode
}

interface AppErrorBoundaryState {
  failed: boolean
}

export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true }
  }

  private readonly retry = () => {
    this.setState({ failed: false })
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main className="app-main app-error">
        <h1>Something went wrong</h1>
        <div role="alert" className="notice notice-danger">
          This page could not be shown. Your data is safe: nothing was changed.
        </div>
        <p className="app-error-actions">
          <button type="button" onClick={this.retry}>
            Try again
          </button>{' '}
          {/* A full page load, so nothing of the broken state survives. */}
          <a href="/invoices">Back to the invoices</a>
        </p>
      </main>
    )
  }
}
