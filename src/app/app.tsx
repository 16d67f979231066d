import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import { useConnection, type ConnectionStore } from '../features/connection/connection-store'
import type { Connection } from '../features/connection/connection'
import { InvoicesPage } from '../features/invoices/invoices-page'
import { AppLayout } from './app-layout'
import { useConnectedApi } from './use-api-target'

interface AppProps {
  queryClient: QueryClient
  connectionStore: ConnectionStore
}

export function App({ queryClient, connectionStore }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes connectionStore={connectionStore} />
      </BrowserRouter>
    </QueryClientProvider>
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
  const { target } = useConnectedApi(connection)
  return (
    <AppLayout connection={connection}>
      <InvoicesPage target={target} settingsPath="/settings" />
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
