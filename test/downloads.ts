import { vi } from 'vitest'

/** jsdom cannot download: capture the file the app hands to the browser instead. */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = []
  const blobs = new Map<string, Blob>()
  // jsdom has no object URLs; a subclass adds them for this test only (unstubbed afterwards).
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        const url = `blob:test/${blobs.size}`
        blobs.set(url, blob)
        return url
      }
      static override revokeObjectURL() {}
    },
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href)
    if (blob) files.push({ name: this.download, blob })
  })
  return files
}
