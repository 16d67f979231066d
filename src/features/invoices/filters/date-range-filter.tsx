/**
 * The invoice-date range: two native date inputs and the presets. A typed date is applied after a
 * pause (Chromium reports a value for each digit of the year); a preset at once. A range whose end
 * is before its start is flagged on both inputs and not applied until it is fixed.
 */
import { useId } from 'react'
import { isIsoDate } from '../../../lib/iso-date'
import { dateRangePresets, matchingPresets } from './date-range-presets'
import { useDraft, type DraftSync, type DraftEdit } from './use-draft'

export interface DateRange {
  startDate: string | null
  endDate: string | null
}

interface DateDraft {
  from: string
  to: string
}

const fromRange = ({ startDate, endDate }: DateRange): DateDraft => ({
  from: startDate ?? '',
  to: endDate ?? '',
})
const toRange = ({ from, to }: DateDraft): DateRange => ({
  startDate: from || null,
  endDate: to || null,
})
const sameRange = (a: DateRange, b: DateRange) =>
  a.startDate === b.startDate && a.endDate === b.endDate

const isReversed = ({ from, to }: DateDraft) => isIsoDate(from) && isIsoDate(to) && from > to

const isUsable = (value: string) => value === '' || isIsoDate(value)

interface DateRangeFilterProps {
  value: DateRange
  onChange: (range: DateRange) => void
  sync: DraftSync
}

export function DateRangeFilter({ value, onChange, sync }: DateRangeFilterProps) {
  const fromId = useId()
  const toId = useId()
  const errorId = useId()
  const presetsId = useId()
  // Read at each render and each click, never kept: past midnight, the preset a click applies is
  // the one shown pressed once the page renders it.
  const today = new Date()
  const { draft, edit } = useDraft(value, {
    commit: onChange,
    sync,
    fromCommitted: fromRange,
    toCommitted: toRange,
    equals: sameRange,
  })
  const reversed = isReversed(draft)
  const activePresets = matchingPresets(value.startDate, value.endDate, today)

  const onDateInput = (field: keyof DateDraft, input: HTMLInputElement) => {
    const next = { ...draft, [field]: input.value }
    // A half-typed date reads as '' with `badInput`: keep waiting rather than clear the filter.
    const ready = !input.validity.badInput && isUsable(next.from) && isUsable(next.to)
    const how: DraftEdit = ready && !isReversed(next) ? 'debounce' : 'hold'
    edit(next, how)
  }

  const dateInput = (field: keyof DateDraft, id: string, label: string) => (
    <div className="filter-field">
      <label htmlFor={id} className="filter-label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="filter-input"
        value={draft[field]}
        max={field === 'from' && isIsoDate(draft.to) ? draft.to : undefined}
        min={field === 'to' && isIsoDate(draft.from) ? draft.from : undefined}
        aria-invalid={reversed || undefined}
        aria-describedby={reversed ? errorId : undefined}
        onChange={(event) => {
          onDateInput(field, event.currentTarget)
        }}
      />
    </div>
  )

  return (
    <div className="date-range">
      <div className="date-range-inputs">
        {dateInput('from', fromId, 'Invoice date from')}
        {dateInput('to', toId, 'Invoice date to')}
      </div>
      <p id={errorId} className="date-range-error" aria-live="polite">
        {reversed && '“Invoice date to” is before “Invoice date from”. Fix the range to apply it.'}
      </p>
      <div role="group" aria-labelledby={presetsId} className="date-presets">
        <span id={presetsId} className="date-presets-label">
          Date presets
        </span>
        {dateRangePresets.map((preset) => (
          <button
            key={preset.label}
            type="button"
            className="preset-button"
            aria-pressed={activePresets.includes(preset)}
            onClick={() => {
              edit(fromRange(preset.range(new Date())), 'now')
            }}
          >
            {preset.label}
          </button>
        ))}
      </div>
    </div>
  )
}
