import './invoice-table-skeleton.css'
/** Placeholder rows while the first page loads, shaped like the visible columns. */
const SKELETON_ROWS = 8
/** Marks a placeholder row: not the height of the rows to come (a phone stacks its bars). */
export const SKELETON_ROW_CLASS = 'skeleton-row'

export function InvoiceTableSkeletonRows({ columnIds }: { columnIds: readonly string[] }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={row} className={SKELETON_ROW_CLASS} aria-hidden="true">
      {columnIds.map((id) => (
        <td key={id} className={`col-${id}`}>
          <span className="skeleton-bar" />
        </td>
      ))}
    </tr>
  ))
}
