import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import { useConnection, type ConnectionStore } from '../features/connection/connection-store'
import type { Connection } from '../features/connection/connection'
import { InvoicesPage } from '../features/invoices/invoices-page'
import { RateLimitAlert } from '../features/rate-limit/rate-limit-alert'
import { RateLimitMeter } from '../features/rate-limit/rate-limit-meter'
import { AppErrorBoundary } from './app-error-boundary'
import { AppLayout } from './app-layout'
import { InvoiceActions } from './invoice-actions'
import { OfflineAlert } from './offline-alert'
import './app-status.css'
import { useConnectedApi } from './use-api-target'

interface AppProps {
  queryClient: QueryClient
  connectionStore: ConnectionStore
}

export function App({ queryClient, connectionStore }: AppProps) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes connectionStore={connectionStore} />
        </BrowserRouter>
      </QueryClientProvider>
    </AppErrorBoundary>
  )
}

function AppRoutes({ connectionStore }: { connectionStore: ConnectionStore }) {
  const connection = useConnection(connectionStore)
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/invoices" replace />} />
      <Route
        path="/invoices"
        element={connection ? <ConnectedInvoices connection={connection} /> : <NotConnected />}
      />
      <Route path="*" element={<Navigate to="/invoices" replace />} />
    </Routes>
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

function NotConnected() {
  return (
    <AppLayout connection={null}>
      <h1>Invoices</h1>
      <p>This dashboard is not connected to an invoice service yet.</p>
    </AppLayout>
  )
}
