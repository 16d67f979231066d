import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Suspense } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import type { ConnectionEnvironment } from '../features/connection/connection-page'
import { useConnection, type ConnectionStore } from '../features/connection/connection-store'
import type { Connection } from '../features/connection/connection'
import { InvoicesPage } from '../features/invoices/invoices-page'
import { RateLimitAlert } from '../features/rate-limit/rate-limit-alert'
import { RateLimitMeter } from '../features/rate-limit/rate-limit-meter'
import { ChunkErrorBoundary } from '../components/chunk-error-boundary'
import { lazyWithRetry } from '../components/lazy-with-retry'
import { AppErrorBoundary } from './app-error-boundary'
import { AppLayout } from './app-layout'
import { useClearCacheOnConnectionChange } from './clear-cache-on-connection-change'
import { loadConnectionPage } from './connection-page-chunk'
import { InvoiceActions } from './invoice-actions'
import { OfflineAlert } from './offline-alert'
import './app-status.css'
import { useConnectedApi } from './use-api-target'

const ConnectionPage = lazyWithRetry(() =>
  loadConnectionPage().then((module) => module.ConnectionPage),
)

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
  // One boundary above the routes, for the one lazy route (the settings): it is already on screen
  // when a link opens them in a transition, so the current page stays until their chunk arrives. A
  // new boundary inside the settings route would show its fallback at once, transition or not.
  return (
    <Suspense
      fallback={
        <AppLayout connection={connection}>
          <p className="loading">Loading the connection settings…</p>
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

function ConnectedInvoices({ connection }: { connection: Connection }) {
  const { target, rateLimit } = useConnectedApi(connection)
  return (
    <AppLayout connection={connection} status={<RateLimitMeter store={rateLimit} />}>
      <OfflineAlert />
      <RateLimitAlert store={rateLimit} />
      <InvoicesPage
        target={target}
        settingsPath="/settings"
        actions={(filters, total) => (
          <InvoiceActions connection={connection} target={target} filters={filters} total={total} />
        )}
      />
    </AppLayout>
  )
}
