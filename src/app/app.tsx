import { Suspense, useEffect, type ReactNode } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router'
import type { ConnectionEnvironment } from '../features/connection/connection-page'
import {
  useConnection,
  useConnectionSession,
  type ConnectionStore,
} from '../features/connection/connection-store'
import type { Connection } from '../features/connection/connection'
import { InvoicesPage } from '../features/invoices/invoices-page'
import type { InvoicePageParts } from '../features/invoices/page-shortcut-actions'
import { RateLimitAlert } from '../features/rate-limit/rate-limit-alert'
import { RateLimitMeter } from '../features/rate-limit/rate-limit-meter'
import { ChunkErrorBoundary } from '../components/chunk-error-boundary'
import { lazyWithRetry } from '../components/lazy-with-retry'
import { SessionProvider, useSession } from '../api/session-context'
import type { Session } from '../api/session'
import { AppErrorBoundary } from './app-error-boundary'
import { AppLayout } from './app-layout'
import { loadAgingRoute } from './aging-route-chunk'
import { loadConnectionPage } from './connection-page-chunk'
import { usePageHeadingFocus } from './use-page-heading-focus'
import { usePageTitle } from './use-page-title'
import { OfflineAlert } from './offline-alert'
import './app-status.css'

const ConnectionPage = lazyWithRetry(() =>
  loadConnectionPage().then((module) => module.ConnectionPage),
)
// The whole-result actions wait for the first rows: their code (walker, confirmation, progress) is
// a chunk of its own, and its space is held meanwhile.
const InvoiceActions = lazyWithRetry(() =>
  import('./invoice-actions').then((module) => module.InvoiceActions),
)
// Saved views and the shortcuts are for daily use, not for the first rows: chunks of their own.
const InvoiceViewsPanel = lazyWithRetry(() =>
  import('./invoice-views-panel').then((module) => module.InvoiceViewsPanel),
)
const InvoicePageShortcuts = lazyWithRetry(() =>
  import('./invoice-page-shortcuts').then((module) => module.InvoicePageShortcuts),
)
const AgingRoute = lazyWithRetry(() => loadAgingRoute().then((module) => module.AgingRoute))

interface AppProps {
  connectionStore: ConnectionStore
  /** What the connection screen may offer in this build (demo data, a preset base URL). */
  connectionEnvironment?: ConnectionEnvironment
}

export function App({ connectionStore, connectionEnvironment = {} }: AppProps) {
  return (
    <AppErrorBoundary>
      {/* Navigations are urgent unless the caller starts a transition: the invoice page shows a
          cached view within the click and holds others for their answer (use-invoice-url-state);
          links to a lazy page start one (transition-link). */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes connectionStore={connectionStore} environment={connectionEnvironment} />
      </BrowserRouter>
    </AppErrorBoundary>
  )
}

function AppRoutes({
  connectionStore,
  environment,
}: {
  connectionStore: ConnectionStore
  environment: ConnectionEnvironment
}) {
  const connection = useConnection(connectionStore)
  const session = useConnectionSession(connectionStore)
  usePageHeadingFocus()
  usePageTitle()
  // Another tab's "Forget the saved key" reaches this one. Its code is not needed for the first rows.
  useEffect(() => {
    let stop: (() => void) | undefined
    let left = false
    import('../features/connection/forget-across-tabs').then(
      ({ followForgetInOtherTabs }) => {
        if (!left) stop = followForgetInOtherTabs(connectionStore)
      },
      () => undefined,
    )
    return () => {
      left = true
      stop?.()
    }
  }, [connectionStore])
  // One boundary above the routes, for the lazy routes (settings, aging): it is already on screen
  // when a link opens them in a transition, so the current page stays until their chunk arrives. A
  // new boundary inside a lazy route would show its fallback at once, transition or not.
  // Their headings stand outside their chunks: offline, the failure to load one sits under its
  // page's h1 (with the chunk, under this boundary, so both still arrive in one commit).
  return (
    <Suspense
      fallback={
        <AppLayout connection={connection}>
          <p className="loading">Loading the page…</p>
        </AppLayout>
      }
    >
      <Routes>
        <Route path="/" element={<ToInvoices />} />
        <Route
          path="/invoices"
          element={
            connection && session ? (
              <ConnectedPage key={session.id} connection={connection} session={session}>
                <ConnectedInvoices connection={connection} />
              </ConnectedPage>
            ) : (
              <Navigate to="/settings" replace />
            )
          }
        />
        <Route
          path="/aging"
          element={
            connection && session ? (
              <ConnectedPage key={session.id} connection={connection} session={session}>
                <h1>Aging</h1>
                <ChunkErrorBoundary what="the aging report">
                  <AgingRoute />
                </ChunkErrorBoundary>
              </ConnectedPage>
            ) : (
              <Navigate to="/settings" replace />
            )
          }
        />
        <Route
          path="/settings"
          element={
            <AppLayout connection={connection}>
              <h1>Connection</h1>
              <ChunkErrorBoundary what="the connection settings">
                <ConnectionPage
                  store={connectionStore}
                  environment={environment}
                  invoicesPath="/invoices"
                />
              </ChunkErrorBoundary>
            </AppLayout>
          }
        />
        <Route path="*" element={<Navigate to="/invoices" replace />} />
      </Routes>
    </Suspense>
  )
}

/**
 * A page on a connection: its session (cache, rate limits) for everything below, the layout with its
 * meter, the offline and rate-limit alerts, then the page. Keyed by the session, so a new connection
 * mounts it afresh.
 */
function ConnectedPage({
  connection,
  session,
  children,
}: {
  connection: Connection
  session: Session
  children: ReactNode
}) {
  return (
    <SessionProvider session={session}>
      <AppLayout connection={connection} status={<RateLimitMeter store={session.rateLimit} />}>
        <OfflineAlert />
        <RateLimitAlert store={session.rateLimit} />
        {children}
      </AppLayout>
    </SessionProvider>
  )
}

function ConnectedInvoices({ connection }: { connection: Connection }) {
  const { target } = useSession()
  return (
    <InvoicesPage
      target={target}
      settingsPath="/settings"
      views={
        <ChunkErrorBoundary what="the saved views">
          <Suspense fallback={<div className="saved-views-placeholder" />}>
            <InvoiceViewsPanel />
          </Suspense>
        </ChunkErrorBoundary>
      }
      Shortcuts={LazyShortcuts}
      actions={(filters, total, loaded) => (
        <ChunkErrorBoundary what="the export and load actions">
          <Suspense fallback={<div className="invoice-actions-placeholder" />}>
            <InvoiceActions
              connection={connection}
              target={target}
              filters={filters}
              total={total}
              loaded={loaded}
            />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    />
  )
}

function LazyShortcuts({ page }: { page: InvoicePageParts }) {
  return (
    <ChunkErrorBoundary what="the keyboard shortcuts">
      <Suspense fallback={null}>
        <InvoicePageShortcuts page={page} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}

/** `/` is the invoices, with the filters its link names (`/?status=overdue`). */
function ToInvoices() {
  const { search, hash } = useLocation()
  return <Navigate to={{ pathname: '/invoices', search, hash }} replace />
}
