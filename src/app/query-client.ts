import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../lib/api-error'

/** Failures worth trying again by themselves; everything else is final until the user acts. */
function isTransient(error: unknown): boolean {
  return isApiError(error) && ['server', 'network', 'timeout'].includes(error.kind)
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => isTransient(error) && failureCount < 2,
        // Every background refetch spends the rate budget: only refetch when the user asks.
        refetchOnWindowFocus: false,
      },
    },
  })
}
