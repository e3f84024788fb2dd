import type { TimeExpression } from '../domain/time';
import { MONTHS, WEEKDAYS } from './lexicon';

/**
 * Whether a named day is the occasion of something, not its time: "flying to Accra for Christmas on the 22nd",
 * "home for Thanksgiving". The flight is on the 22nd; Christmas is what it is for.
 */
export function isOccasion(text: string, t: Pick<TimeExpression, 'start' | 'text'>): boolean {
  // a named day ("Christmas", "New Year's Eve"), not a date ("March 14", "Friday the 13th")
  const first = t.text.split(/\s+/)[0]!.toLowerCase();
  const named = /^\p{Lu}/u.test(t.text) && !/\d/.test(t.text) && !(first in MONTHS) && !(first in WEEKDAYS);
  return named && /\bfor\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, t.start - 12), t.start));
}
