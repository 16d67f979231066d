import { formatMoney } from '../../lib/format-money'
import { noneAdded, notAddedText } from './aging-amount'
import { agingBuckets, type Amount, type CurrencyAging } from './aging-report'

const WIDTH = 360
const HEIGHT = 168
const LABEL_HEIGHT = 36
const BAR_GAP = 12

const compactFormatters = new Map<string, Intl.NumberFormat>()

/** "$12K" above a bar: the table beside the chart has the exact amount. */
function compactMoney(amount: number, currency: string): string {
  let formatter = compactFormatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      notation: 'compact',
      // "$100", not "$100.0": a whole amount has no decimals to show.
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    })
    compactFormatters.set(currency, formatter)
  }
  return formatter.format(amount)
}

/**
 * One currency's buckets as bars, drawn by hand in SVG: five bars need no charting library's
 * weight. The table "Aging by currency" holds the same numbers as text, so the picture is one `img`
 * with a name and a summary, and its parts stay out of the accessibility tree.
 */
export function AgingChart({ aging }: { aging: CurrencyAging }) {
  const amounts = agingBuckets.map(({ id, label }) => ({ id, label, ...aging.buckets[id] }))
  const largest = Math.max(1e-9, ...amounts.map(({ total }) => Math.abs(total)))
  const slot = WIDTH / amounts.length
  const plot = HEIGHT - LABEL_HEIGHT
  // A bucket with no amount added says so, as the table's dash does, rather than "$0".
  const sumOf = (bucket: Amount) =>
    noneAdded(bucket) ? 'none' : formatMoney(bucket.total, aging.currency).text
  const summary = amounts
    .map(
      (bucket) =>
        `${bucket.label}: ${sumOf(bucket)}` +
        (bucket.notAdded > 0 ? ` (${notAddedText(bucket.notAdded)})` : ''),
    )
    .join(', ')
  return (
    <figure className="aging-chart">
      <svg
        role="img"
        aria-label={`Aging of ${aging.currency} invoices`}
        aria-describedby={`aging-chart-${aging.currency}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMid meet"
      >
        {amounts.map((bucket, index) => {
          const { id, label, total } = bucket
          const height = Math.max(total === 0 ? 0 : 2, (Math.abs(total) / largest) * (plot - 20))
          const x = index * slot + BAR_GAP / 2
          return (
            <g key={id} className={`aging-bar aging-bar-${id}`} aria-hidden="true">
              <rect
                x={x}
                y={plot - height}
                width={slot - BAR_GAP}
                height={height}
                rx="2"
                className={total < 0 ? 'aging-bar-credit' : undefined}
              />
              <text
                x={x + (slot - BAR_GAP) / 2}
                y={plot - height - 5}
                textAnchor="middle"
                className="aging-bar-value"
              >
                {noneAdded(bucket) ? '—' : compactMoney(total, aging.currency)}
              </text>
              <text
                x={x + (slot - BAR_GAP) / 2}
                y={plot + 16}
                textAnchor="middle"
                className="aging-bar-label"
              >
                {label}
              </text>
            </g>
          )
        })}
        <line x1="0" x2={WIDTH} y1={plot} y2={plot} className="aging-axis" aria-hidden="true" />
      </svg>
      <figcaption id={`aging-chart-${aging.currency}`}>
        <span className="visually-hidden">{summary}</span>
        <span aria-hidden="true">{aging.currency}</span>
      </figcaption>
    </figure>
  )
}
