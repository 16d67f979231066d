/**
 * Status as a segmented control built from native radios, so Tab, arrows and Space work as anywhere
 * else. A click applies at once; arrowing through the options applies after a pause, so passing over
 * "Pending" and "Paid" on the way to "Overdue" sends one request, not three.
 */
import { useId, useRef } from 'react'
import { invoiceStatuses, type InvoiceStatus } from '../../../api/invoice-statuses'
import { invoiceStatusDisplay } from '../fields/invoice-status'
import { useDraft, type DraftSync } from './use-draft'

type StatusChoice = InvoiceStatus | null

const choices: readonly { value: StatusChoice; label: string }[] = [
  { value: null, label: 'All' },
  ...invoiceStatuses.map((status) => ({
    value: status,
    label: invoiceStatusDisplay[status].label,
  })),
]

const arrowKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'])
const same = (a: StatusChoice, b: StatusChoice) => a === b
const identity = (value: StatusChoice) => value

interface StatusFilterProps {
  value: StatusChoice
  onChange: (status: StatusChoice) => void
  sync: DraftSync
}

export function StatusFilter({ value, onChange, sync }: StatusFilterProps) {
  const labelId = useId()
  const name = useId()
  const { draft, edit } = useDraft(value, {
    commit: onChange,
    sync,
    fromCommitted: identity,
    toCommitted: identity,
    equals: same,
  })
  const byArrowKey = useRef(false)

  return (
    <div className="filter-field">
      <span id={labelId} className="filter-label">
        Status
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="segmented">
        {choices.map((choice) => (
          <label key={choice.label} className="segment">
            <input
              type="radio"
              name={name}
              value={choice.value ?? 'all'}
              checked={draft === choice.value}
              onKeyDown={(event) => {
                byArrowKey.current = arrowKeys.has(event.key)
              }}
              onKeyUp={() => {
                byArrowKey.current = false
              }}
              onChange={() => {
                edit(choice.value, byArrowKey.current ? 'debounce' : 'now')
              }}
            />
            <span className="segment-label" data-label={choice.label}>
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </div>
  )
}
