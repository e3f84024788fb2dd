import type { TimeExpression } from '../domain/time';
import { opensWithMonthOrWeekday } from './lexicon';

/**
 * Whether a named day is the occasion of something, not its time: "flying to Accra for Christmas on the 22nd",
 * "home for Thanksgiving". The flight is on the 22nd; Christmas is what it is for.
 */
export function isOccasion(text: string, t: Pick<TimeExpression, 'start' | 'text'>): boolean {
  // a named day ("Christmas", "New Year's Eve"), not a date ("March 14", "Friday the 13th")
  const named = /^\p{Lu}/u.test(t.text) && !/\d/.test(t.text) && !opensWithMonthOrWeekday(t.text);
  return named && /\bfor\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, t.start - 12), t.start));
}
