/** The header's reading of the rate limit: how many requests are left this minute, in words too. */
import type { RateLimitStore } from '../../api/rate-limit-store'
import { useSecondsUntil } from '../../lib/use-seconds-until'
import { asOfText } from '../../lib/format-freshness'
import { useHasPassed } from './use-has-passed'
import { useRateLimit } from './use-rate-limit'
import './rate-limit.css'
import { formatCount } from '../../lib/format-count'

/** Colour steps at 50% and 10% of the plan, each with a word, so colour is never the only signal. */
const rateLimitLevelWords = {
  plenty: null,
  low: 'Low',
  'very-low': 'Very low',
  empty: 'None left',
} as const
type RateLimitLevel = keyof typeof rateLimitLevelWords

function rateLimitLevel(remaining: number, limit: number): RateLimitLevel {
  if (remaining <= 0) return 'empty'
  if (remaining < limit * 0.1) return 'very-low'
  if (remaining < limit * 0.5) return 'low'
  return 'plenty'
}

export function RateLimitMeter({ store }: { store: RateLimitStore }) {
  const {
    remaining: reading,
    readAt,
    limit,
    cooldownUntil,
    waitingUntil,
    windowResetAt,
  } = useRateLimit(store)
  const cooling = useSecondsUntil(cooldownUntil) > 0
  // Held back (a 429's cooldown, or the window spent): nothing can go now, whatever was last read.
  const held = cooling || waitingUntil !== null
  // The API sends no reset time: once the window a count was read in must have ended, that count
  // says nothing of this minute's, and the meter claims no more than what was read and when.
  const ended = useHasPassed(windowResetAt) && !held
  if (reading === null || ended) {
    return (
      <p className="rate-limit-meter">
        {/* No meter holds these words: on phones they stay for screen readers (styles/app.css). */}
        <span className="phone-screen-reader-only">Requests left this minute: unknown</span>
        {reading !== null && readAt !== null && (
          <span className="phone-screen-reader-only">
            {`(${formatCount(reading)} left ${asOfText(readAt)})`}
          </span>
        )}
        <span className="rate-limit-meter-short" aria-hidden="true">
          Left: unknown
        </span>
      </p>
    )
  }
  const remaining = held ? 0 : reading
  if (remaining > limit) {
    // A meter past full would be nonsense: the plan picked is not the key's. The sentence would wrap
    // the header's links below 1600 px (three lines at 1024): the eye gets the gist beside the
    // settings link, the sentence on hover; screen readers get the sentence.
    const sentence = `The server reports ${formatCount(remaining)} requests left this minute, more than the plan’s ${formatCount(limit)}: the plan chosen in the connection settings looks wrong.`
    return (
      <p className="rate-limit-meter">
        <span className="visually-hidden">{sentence}</span>
        <span aria-hidden="true" title={sentence}>
          Wrong plan?
        </span>
      </p>
    )
  }
  const level = rateLimitLevel(remaining, limit)
  const word = rateLimitLevelWords[level]
  const text = `${formatCount(remaining)} of ${formatCount(limit)} requests left this minute`
  return (
    <div className="rate-limit-meter" data-level={level}>
      <div
        role="meter"
        aria-label="API requests left this minute"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={remaining}
        aria-valuetext={word ? `${text} (${word.toLowerCase()})` : text}
        className="rate-limit-meter-bar"
      >
        <div
          className="rate-limit-meter-fill"
          style={{ inlineSize: `${((remaining / limit) * 100).toFixed(1)}%` }}
        />
      </div>
      <span className="rate-limit-meter-text">{text}</span>
      {/* Phones show the count alone (rate-limit.css); the meter's value text says it in full. */}
      <span className="rate-limit-meter-short" aria-hidden="true">
        {formatCount(remaining)} left
      </span>
      {word && <span className="rate-limit-meter-word">{word}</span>}
    </div>
  )
}
