import type { ReactNode } from 'react'
import type { Connection } from '../features/connection/connection'
import { TransitionLink } from '../components/transition-link'
import { loadConnectionPage } from './connection-page-chunk'

interface AppLayoutProps {
  connection: Connection | null
  status?: ReactNode
  children: ReactNode
}

const preloadSettings = () => {
  // A failure is not reported here: the lazy page meets it again when it renders, and says so.
  loadConnectionPage().catch(() => undefined)
}

export function AppLayout({ connection, status, children }: AppLayoutProps) {
  return (
    <div className="app">
      <header className="app-header">
        <span className="app-name">Invoice dashboard</span>
        {connection?.kind === 'demo' && <span className="demo-marker">Demo data</span>}
        {connection?.kind === 'api' && (
          // Which server these invoices come from, in a word: its host (the settings show the rest).
          <span className="server-marker">
            <span className="visually-hidden">Connected to </span>
            {new URL(connection.root).host}
          </span>
        )}
        <div className="app-header-status">{status}</div>
        <TransitionLink
          to="/settings"
          className="app-header-link"
          onPointerEnter={preloadSettings}
          onFocus={preloadSettings}
        >
          Connection settings
        </TransitionLink>
      </header>
      <main className="app-main">{children}</main>
    </div>
  )
}
