/**
 * How many of an invoice's tags the table's Tags cell shows as chips before the rest fold into "+N
 * more", worked out from their lengths: a measure would force a layout for every row drawn. The
 * widths are those of invoice-tag-list.css and invoice-table.css at a 16 px root: the column
 * (14.75rem) less its padding, and chips of 13 px text with their padding, border and gap. A tag
 * longer than estimated still shrinks to an ellipsis (its title and the detail dialog keep it
 * whole).
 */
const CELL_PX = 212
/** A chip's padding (8 px a side), border and the gap after it. */
const CHIP_PX = 22
/** A character of 13 px text: the Latin average, wide letters included. */
const CHARACTER_PX = 7.5
/** Chinese, Japanese and Korean characters are about an em wide. */
const WIDE_CHARACTER_PX = 13
const FIRST_WIDE_CHARACTER = 0x2e80
/**
 * "+N more" with a one-digit count, its padding and border (67 px measured in Chromium), and the
 * gap before it.
 */
const TOGGLE_PX = 71

function chipPx(tag: string): number {
  let width = CHIP_PX
  // By code point: a wide character outside the Basic Multilingual Plane counts once.
  for (const character of tag)
    width +=
      (character.codePointAt(0) ?? 0) >= FIRST_WIDE_CHARACTER ? WIDE_CHARACTER_PX : CHARACTER_PX
  return width
}

/** Every tag when all fit the cell; otherwise those that fit beside "+N more", one at least. */
export function tagsThatFit(tags: readonly string[]): number {
  const widths = tags.map(chipPx)
  if (widths.reduce((sum, width) => sum + width, 0) <= CELL_PX) return tags.length
  let used = 0
  let count = 0
  for (const width of widths) {
    if (used + width > CELL_PX - TOGGLE_PX) break
    used += width
    count += 1
  }
  return Math.max(1, count)
}
