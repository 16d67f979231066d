/** "Compact rows", remembered on this device; a refused write keeps the choice for the tab. */
import { useState } from 'react'
import { readDeviceItem, writeDeviceItem } from '../../../lib/web-storage'

const COMPACT_ROWS_STORAGE_KEY = 'invoice-dashboard.compact-rows'

export function useCompactRows() {
  const [compact, setCompact] = useState(() => readDeviceItem(COMPACT_ROWS_STORAGE_KEY) === 'true')
  return {
    compact,
    setCompact: (next: boolean) => {
      setCompact(next)
      writeDeviceItem(COMPACT_ROWS_STORAGE_KEY, String(next))
    },
  }
}
