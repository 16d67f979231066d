import type { InvoiceFilters } from '../../api/invoice-filters'

const MAX_SLUG = 40

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '')
}

/**
 * `invoices-<filters>-<date>.csv`, safe on every file system: `invoices-overdue-acme-2026-11-22.csv`,
 * and `invoices-overdue-matching-software-2026-11-22.csv` for a loaded set's searched view.
 */
export function exportFilename(filters: InvoiceFilters, today: string, search = ''): string {
  const parts = [
    filters.status,
    filters.vendor ? slug(filters.vendor) || 'vendor' : null,
    filters.startDate ? `from-${filters.startDate}` : null,
    filters.endDate ? `to-${filters.endDate}` : null,
    search ? `matching-${slug(search) || 'search'}` : null,
  ].filter(Boolean)
  return `invoices-${parts.length > 0 ? parts.join('-') : 'all'}-${today}.csv`
}
