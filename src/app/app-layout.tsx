import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Connection } from '../features/connection/connection'

interface AppLayoutProps {
  connection: Connection | null
  status?: ReactNode
  children: ReactNode
}

export function AppLayout({ connection, status, children }: AppLayoutProps) {
  return (
    <div className="app">
      <header className="app-header">
        <span className="app-name">Invoice dashboard</span>
        {connection?.kind === 'demo' && <span className="demo-marker">Demo data</span>}
        <div className="app-header-status">{status}</div>
        <Link to="/settings" className="app-header-link">
          Connection settings
        </Link>
      </header>
      <main className="app-main">{children}</main>
    </div>
  )
}
