import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Suspense, type ReactNode } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import type { ConnectionEnvironment } from '../features/connection/connection-page'
import { useConnection, type ConnectionStore } from '../features/connection/connection-store'
import { plans, type Connection } from '../features/connection/connection'
import { InvoicesPage, type InvoicePageActions } from '../features/invoices/invoices-page'
import { RateLimitAlert } from '../features/rate-limit/rate-limit-alert'
import { RateLimitMeter } from '../features/rate-limit/rate-limit-meter'
import { ChunkErrorBoundary } from '../components/chunk-error-boundary'
import { lazyWithRetry } from '../components/lazy-with-retry'
import type { ApiTarget } from '../lib/api-target'
import { AppErrorBoundary } from './app-error-boundary'
import { AppLayout } from './app-layout'
import { useClearCacheOnConnectionChange } from './clear-cache-on-connection-change'
import { loadAgingRoute } from './aging-route-chunk'
import { loadConnectionPage } from './connection-page-chunk'
import { OfflineAlert } from './offline-alert'
import './app-status.css'
import { useConnectedApi } from './use-api-target'

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
const KeyboardShortcuts = lazyWithRetry(() =>
  import('../features/shortcuts/keyboard-shortcuts').then((module) => module.KeyboardShortcuts),
)
const AgingRoute = lazyWithRetry(() => loadAgingRoute().then((module) => module.AgingRoute))

interface AppProps {
  queryClient: QueryClient
  connectionStore: ConnectionStore
  /** What the connection screen may offer in this build (demo data, a preset base URL). */
  connectionEnvironment?: ConnectionEnvironment
}

export function App({ queryClient, connectionStore, connectionEnvironment = {} }: AppProps) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {/* Navigations are urgent unless the caller starts a transition: the invoice page shows a
            cached view within the click and fetches others in a transition (use-invoice-url-state). */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes connectionStore={connectionStore} environment={connectionEnvironment} />
        </BrowserRouter>
      </QueryClientProvider>
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
  useClearCacheOnConnectionChange(connectionStore)
  // One boundary above the routes, for the lazy routes (settings, aging): it is already on screen
  // when a link opens them in a transition, so the current page stays until their chunk arrives. A
  // new boundary inside a lazy route would show its fallback at once, transition or not.
  return (
    <Suspense
      fallback={
        <AppLayout connection={connection}>
          <p className="loading">Loading the page…</p>
        </AppLayout>
      }
    >
      <Routes>
        <Route path="/" element={<Navigate to="/invoices" replace />} />
        <Route
          path="/invoices"
          element={
            connection ? (
              <ConnectedInvoices connection={connection} />
            ) : (
              <Navigate to="/settings" replace />
            )
          }
        />
        <Route
          path="/aging"
          element={
            connection ? (
              <ConnectedAging connection={connection} />
            ) : (
              <Navigate to="/settings" replace />
            )
          }
        />
        <Route
          path="/settings"
          element={
            <AppLayout connection={connection}>
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

/** A page on a connection: the layout with its meter, the offline and rate-limit alerts, then the page. */
function ConnectedPage({
  connection,
  children,
}: {
  connection: Connection
  children: (target: ApiTarget) => ReactNode
}) {
  const { target, rateLimit } = useConnectedApi(connection)
  return (
    <AppLayout connection={connection} status={<RateLimitMeter store={rateLimit} />}>
      <OfflineAlert />
      <RateLimitAlert store={rateLimit} />
      {children(target)}
    </AppLayout>
  )
}

function ConnectedInvoices({ connection }: { connection: Connection }) {
  return (
    <ConnectedPage connection={connection}>
      {(target) => (
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
              <Suspense fallback={<div className="invoice-actions invoice-actions-placeholder" />}>
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
      )}
    </ConnectedPage>
  )
}

function ConnectedAging({ connection }: { connection: Connection }) {
  return (
    <ConnectedPage connection={connection}>
      {(target) => (
        <ChunkErrorBoundary what="the aging report">
          <AgingRoute
            target={target}
            requestsPerMinute={plans[connection.plan].requestsPerMinute}
          />
        </ChunkErrorBoundary>
      )}
    </ConnectedPage>
  )
}

function LazyShortcuts({ actions }: { actions: InvoicePageActions }) {
  return (
    <ChunkErrorBoundary what="the keyboard shortcuts">
      <Suspense fallback={null}>
        <KeyboardShortcuts actions={actions} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
