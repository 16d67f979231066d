import { useId } from 'react'
import { isPlan, plans, type Plan } from './connection'

interface PlanFieldProps {
  value: Plan
  onChange: (plan: Plan) => void
}

/** "Plan": the API does not report it, and the dashboard paces its requests by it. */
export function PlanField({ value, onChange }: PlanFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>Plan</label>
      <select
        id={id}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          if (isPlan(event.target.value)) onChange(event.target.value)
        }}
      >
        {Object.entries(plans).map(([plan, { label, requestsPerMinute }]) => (
          <option key={plan} value={plan}>
            {`${label}: ${requestsPerMinute} requests/minute`}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field-hint">
        The API does not report its plan: choose yours so the dashboard paces its requests.
      </p>
    </div>
  )
}
