import type { TimeExpression, TimeSpan } from '../domain/time';
import { SENTENCE } from './coverage';

const LAST_DAY = /\blast day\b/i;

/**
 * The day a message says a last day falls on ("His last day was yesterday.", "My last day is the 9th of December."):
 * a time to the day in a sentence that says "last day", given the message's time expressions. "last day" itself is
 * not one, though the tagger reads it as the day before.
 */
export function lastDayTold(text: string, times: readonly TimeExpression[]): TimeSpan | null {
  for (const s of text.matchAll(SENTENCE)) {
    if (!LAST_DAY.test(s[0])) continue;
    const [start, end] = [s.index, s.index + s[0].length];
    const day = times.find((t) => t.start >= start && t.end <= end && !LAST_DAY.test(t.text) && t.type !== 'duration' && t.granularity === 'day' && t.interval);
    if (day) return { ...day.interval!, granularity: 'day', value: day.value };
  }
  return null;
}
