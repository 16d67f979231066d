import { useId, useState, type RefObject } from 'react'
import { describedBy } from './described-by'

interface ApiKeyFieldProps {
  value: string
  error: string | null
  inputRef: RefObject<HTMLInputElement | null>
  onChange: (value: string) => void
}

/** "API key", hidden as a password unless the user presses "Show key". */
export function ApiKeyField({ value, error, inputRef, onChange }: ApiKeyFieldProps) {
  const id = useId()
  const [showKey, setShowKey] = useState(false)
  return (
    <div className="field">
      <label htmlFor={id}>API key</label>
      <div className="field-row">
        <input
          ref={inputRef}
          id={id}
          type={showKey ? 'text' : 'password'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`)}
          onChange={(event) => {
            onChange(event.target.value)
          }}
        />
        <button
          type="button"
          className="toggle-key"
          aria-pressed={showKey}
          aria-controls={id}
          onClick={() => {
            setShowKey((shown) => !shown)
          }}
        >
          Show key
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
