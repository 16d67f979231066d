import { useCallback, useState } from 'react'

/**
 * Copies text and says how it went, for a live region: "Invoice number copied", or what to do
 * when the browser refuses (no clipboard API outside secure contexts, permission denied).
 */
export function useClipboardCopy() {
  const [message, setMessage] = useState('')
  const copy = useCallback(async (label: string, text: string) => {
    setMessage('')
    try {
      // Absent outside secure contexts, whatever the types say.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (!navigator.clipboard) throw new Error('The clipboard is not available')
      await navigator.clipboard.writeText(text)
      setMessage(`${label} copied`)
    } catch {
      setMessage(`Could not copy the ${label.toLowerCase()}: select it and copy it by hand`)
    }
  }, [])
  return { message, copy }
}
