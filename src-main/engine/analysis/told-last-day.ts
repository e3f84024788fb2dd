import type { FactDraft } from '../../../src-shared/domain/memory';
import type { TimeExpression } from '../../../src-shared/domain/time';
import { lastDayTold } from '../../../src-shared/answer/last-day';
/** Relations a last day ends. */
const WITH_LAST_DAY: ReadonlySet<string> = new Set(['works_at', 'job_title', 'studies_at']);

/**
 * Ends of a job or school moved to the last day the message tells ("Lukas quit the bakery. His last day was yesterday.",
 * "Handed in my notice at St Brigid's today. My last day is the 9th of December."): the tenure runs through that day,
 * whenever the ending was said, and the end's event time is that day.
 */
export function endOnToldLastDay<F extends Omit<FactDraft, 'embedding'>>(facts: readonly F[], text: string, times: readonly TimeExpression[]): F[] {
  const span = lastDayTold(text, times);
  if (!span) return [...facts];
  return facts.map((f) => (f.negated && f.attributes.ends === 'true' && WITH_LAST_DAY.has(f.relation) ? { ...f, eventTime: span, validTo: span.end, validGranularity: 'day' } : f));
}
