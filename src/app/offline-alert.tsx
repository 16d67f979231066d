/** "You are offline" while React Query holds every request; the held queries resume by themselves. */
import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()

export function OfflineAlert() {
  const online = useSyncExternalStore(subscribe, isOnline, isOnline)
  if (online) return null
  return (
    <div role="alert" className="notice notice-offline">
      You are offline. The invoices reload by themselves when you are back online.
    </div>
  )
}
