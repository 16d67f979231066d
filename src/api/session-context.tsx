/** The connection's session, given to the pages on it through React context. */
import { QueryClientProvider } from '@tanstack/react-query'
import { createContext, use, useEffect, type ReactNode } from 'react'
import type { Session } from './session'

const SessionContext = createContext<Session | null>(null)

/**
 * Provides the session and its query client, and while mounted shares the session's rate-limit
 * readings with other tabs on the same connection. Give it `key={session.id}`: everything below
 * then starts afresh on a new connection, so no query observer stays on the old cache.
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  useEffect(() => session.rateLimit.shareAcrossTabs(session.id), [session])
  return (
    <SessionContext value={session}>
      <QueryClientProvider client={session.queryClient}>{children}</QueryClientProvider>
    </SessionContext>
  )
}

export function useSession(): Session {
  const session = use(SessionContext)
  if (!session) throw new Error('useSession() is used outside a SessionProvider.')
  return session
}
