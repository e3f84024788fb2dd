import type { FactDraft } from '../../../src-shared/domain/memory';
import type { TimeExpression, TimeSpan } from '../../../src-shared/domain/time';

const LAST_DAY = /\blast day\b/i;
/** Relations a last day ends. */
const WITH_LAST_DAY: ReadonlySet<string> = new Set(['works_at', 'job_title', 'studies_at']);

/**
 * Ends of a job or school moved to the last day the message tells ("Lukas quit the bakery. His last day was yesterday.",
 * "Handed in my notice at St Brigid's today. My last day is the 9th of December."): the tenure runs through that day,
 * whenever the ending was said. The end's event time is that day, so the reasoner answers "when was the last day" with it.
 */
export function endOnToldLastDay<F extends Omit<FactDraft, 'embedding'>>(
  facts: readonly F[],
  sentences: readonly { text: string; start: number; end: number }[],
  times: readonly TimeExpression[],
): F[] {
  const day = sentences
    .filter((s) => LAST_DAY.test(s.text))
    // "last day" itself reads as "the day before" to the tagger
    .flatMap((s) => times.filter((t) => t.start >= s.start && t.end <= s.end && !LAST_DAY.test(t.text) && t.type !== 'duration' && t.granularity === 'day' && t.interval))[0];
  if (!day) return [...facts];
  const span: TimeSpan = { ...day.interval!, granularity: 'day', value: day.value };
  return facts.map((f) => (f.negated && f.attributes.ends === 'true' && WITH_LAST_DAY.has(f.relation) ? { ...f, eventTime: span, validTo: span.end, validGranularity: 'day' } : f));
}
