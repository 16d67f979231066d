import { useId } from 'react'

interface RememberKeyFieldProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** "Remember the key on this device", with what that costs on a shared computer. */
export function RememberKeyField({ checked, onChange }: RememberKeyFieldProps) {
  const id = useId()
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-warning`}
        onChange={(event) => {
          onChange(event.target.checked)
        }}
      />
      <label htmlFor={id}>Remember the key on this device</label>
      <p id={`${id}-warning`} className="field-warning">
        Anyone using this browser profile can then read the key: leave this off on a shared
        computer.
      </p>
    </div>
  )
}
