import type { TimeExpression } from '../domain/time';
import { MONTHS, opensWithMonthOrWeekday, SEASONS } from './lexicon';

/** "for a September wedding", "for our summer holiday": a month or season naming the thing something is for. */
const FOR_THE_THING = /\bfor\s+(?:a|an|the|my|our|his|her|their|your)\s+$/i;
const isMonthOrSeason = (word: string) => word.toLowerCase() in MONTHS || word.toLowerCase() in SEASONS;

/**
 * Whether a named day is the occasion of something, not its time: "flying to Accra for Christmas on the 22nd",
 * "home for Thanksgiving". The flight is on the 22nd; Christmas is what it is for. So is the month of a thing something
 * is for: "Next weekend I'm driving to a dahlia farm to pick stems for a September wedding".
 */
export function isOccasion(text: string, t: Pick<TimeExpression, 'start' | 'end' | 'text'>): boolean {
  const before = text.slice(Math.max(0, t.start - 12), t.start);
  // a named day ("Christmas", "New Year's Eve"), not a date ("March 14", "Friday the 13th")
  const named = /^\p{Lu}/u.test(t.text) && !/\d/.test(t.text) && !opensWithMonthOrWeekday(t.text);
  if (named) return /\bfor\s+(?:the\s+)?$/i.test(before);
  return isMonthOrSeason(t.text) && FOR_THE_THING.test(before) && /^\s+\p{Ll}/u.test(text.slice(t.end, t.end + 3));
}
