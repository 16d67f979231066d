import type { ReactNode } from 'react'
import type { Connection } from '../features/connection/connection'
import { TransitionLink } from '../components/transition-link'
import { loadAgingRoute } from './aging-route-chunk'
import { loadConnectionPage } from './connection-page-chunk'

interface AppLayoutProps {
  connection: Connection | null
  status?: ReactNode
  children: ReactNode
}

// A failure is not reported here: the lazy page meets it again when it renders, and says so.
const preloadSettings = () => {
  loadConnectionPage().catch(() => undefined)
}
const preloadAging = () => {
  loadAgingRoute().catch(() => undefined)
}

export function AppLayout({ connection, status, children }: AppLayoutProps) {
  return (
    <div className="app">
      <header className="app-header">
        <span className="app-name">Invoice dashboard</span>
        {connection?.kind === 'demo' && <span className="demo-marker">Demo data</span>}
        {connection?.kind === 'team' && <span className="team-marker">Team server</span>}
        {connection?.kind === 'api' && (
          // Which server these invoices come from, in a word: its host (the settings show the rest).
          <span className="server-marker">
            <span className="visually-hidden">Connected to </span>
            {new URL(connection.root).host}
          </span>
        )}
        <div className="app-header-status">{status}</div>
        <nav className="app-header-nav" aria-label="Pages">
          {connection && (
            <>
              <TransitionLink to="/invoices" className="app-header-link">
                Invoices
              </TransitionLink>
              <TransitionLink
                to="/aging"
                className="app-header-link"
                onPointerEnter={preloadAging}
                onFocus={preloadAging}
              >
                Aging
              </TransitionLink>
            </>
          )}
          <TransitionLink
            to="/settings"
            className="app-header-link"
            onPointerEnter={preloadSettings}
            onFocus={preloadSettings}
          >
            {/* Phones show "Settings"; the name stays "Connection settings" for everyone. */}
            <span className="phone-screen-reader-only">Connection settings</span>
            <span className="app-header-link-short" aria-hidden="true">
              Settings
            </span>
          </TransitionLink>
        </nav>
      </header>
      <main className="app-main">{children}</main>
    </div>
  )
}
