/**
 * "Page [N] of M": type a page number and press Enter (or leave the field) to go there. Without a
 * known page count it reads "Page [N]": a count it does not know is never made up. Enter and leaving
 * the field do the same: a number past either end goes to that end, and one that is no page (2.5)
 * stays put, each with a sentence saying so. (The form skips the browser's own validation, which
 * stopped Enter, but not leaving the field, with a bubble that said nothing of pages.)
 */
import { useId, useRef, type CSSProperties } from 'react'
import { formatCount } from '../../../lib/format-count'

interface PageJumpProps {
  page: number
  pageCount: number | null
  disabled: boolean
  /** A move, or a note on what was typed (`note`), or both; never called for nothing. */
  onJump: (page: number, note: string | null) => void
}

/** Give it `key={page}` so the field shows the new page after every move. */
export function PageJump({ page, pageCount, disabled, onJump }: PageJumpProps) {
  const id = useId()
  const countId = useId()
  // Enter moves focus on (to the table), which blurs the field: that blur must not jump again.
  const lastJump = useRef(page)

  const jump = (input: HTMLInputElement) => {
    const typed = input.value.trim()
    const wanted = Number(typed)
    const target =
      typed === '' || !Number.isInteger(wanted)
        ? lastJump.current
        : Math.min(pageCount ?? Infinity, Math.max(1, wanted))
    const note =
      typed === '' || wanted === target
        ? null
        : `There is no page ${typed}; showing page ${target}.`
    input.value = String(target)
    if (target === lastJump.current && note === null) return
    lastJump.current = target
    onJump(target, note)
  }

  return (
    <form
      className="page-jump"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const input = event.currentTarget.elements.namedItem('page')
        if (input instanceof HTMLInputElement) jump(input)
      }}
    >
      <label htmlFor={id}>Page</label>
      <input
        id={id}
        name="page"
        type="number"
        inputMode="numeric"
        className="page-jump-input"
        // As wide as the longest page number it may hold (invoice-pagination.css).
        style={{ '--page-digits': String(pageCount ?? page).length } as CSSProperties}
        min={1}
        max={pageCount ?? undefined}
        defaultValue={page}
        disabled={disabled}
        aria-describedby={pageCount === null ? undefined : countId}
        onBlur={(event) => {
          jump(event.currentTarget)
        }}
      />
      {pageCount !== null && <span id={countId}>of {formatCount(pageCount)}</span>}
    </form>
  )
}
