/** `aria-describedby` from the ids of the notes that are on screen; none is no attribute at all. */
export function describedBy(...ids: (string | false | null)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined
}
