import './invoice-table-skeleton.css'
/** Placeholder rows while the first page loads, shaped like the visible columns. */
const SKELETON_ROWS = 8

export function InvoiceTableSkeletonRows({ columnIds }: { columnIds: readonly string[] }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} className="skeleton-row" aria-hidden="true">
      {columnIds.map((id) => (
        <td key={id} className={`col-${id}`}>
          <span className="skeleton-bar" />
        </td>
      ))}
    </tr>
  ))
}
