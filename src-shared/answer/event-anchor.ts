import type { TimeSpan } from '../domain/time';
import { NUMBER_SOURCE, parseNumber } from '../time/numbers';
import { addDays, daySpan, monthSpan, startOfDay, weekendSpan, weekSpan } from './calendar';
import { isStopword } from './stopwords';

/**
 * A time told from another event instead of the calendar: "the day after the tournament", "the weekend before the
 * fair", "three days after graduation", "the week before the operation". The event it hangs on is dated on its own
 * (as "When was the tournament?"), then the time is counted from it.
 */
export interface AnchoredTime {
  /** The phrase as written ("the day after the tournament"). */
  text: string;
  /** How many units away (1 for "the day after"). */
  count: number;
  unit: 'day' | 'weekend' | 'week' | 'month';
  direction: 'before' | 'after';
  /** The event it hangs on ("tournament", "graduation"). */
  anchor: string;
}

const UNIT_WORD: Record<string, AnchoredTime['unit']> = {
  day: 'day', night: 'day', morning: 'day', afternoon: 'day', evening: 'day', weekend: 'weekend', week: 'week', month: 'month',
};
const UNITS = Object.keys(UNIT_WORD).join('|');
const OWNER = '(?:the|my|our|his|her|their|your)\\s+';
const ANCHORED = new RegExp(
  `\\b(?:the\\s+(${UNITS})|(${NUMBER_SOURCE})\\s+(day|week|month)s?)\\s+(before|after)\\s+(?:${OWNER})?([\\p{L}'’-]+)(?:\\s+([\\p{L}'’-]+))?`,
  'giu',
);

const NOT_AN_EVENT = /^(?:next|last|that|this|then)$/i;

/** The times in a text told from another event, with the event's name (one word, or two when both carry meaning: "swap meet"). */
export function anchoredTimes(text: string): AnchoredTime[] {
  return [...text.matchAll(ANCHORED)].flatMap((m) => {
    const count = m[2] === undefined ? 1 : parseNumber(m[2]);
    const unit = UNIT_WORD[(m[1] ?? m[3])!.toLowerCase()];
    const first = m[5]!;
    // "the week after next" counts from now; "the week before the operation I had ...": a pronoun or other stop word is not part of the name
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || !unit || isStopword(first.toLowerCase()) || NOT_AN_EVENT.test(first)) return [];
    const second = m[6] !== undefined && !isStopword(m[6].toLowerCase()) && /^\p{Ll}/u.test(m[6]) ? m[6] : undefined;
    const said = second || m[6] === undefined ? m[0] : m[0].slice(0, m[0].lastIndexOf(m[6])).trimEnd();
    return [{ text: said, count, unit, direction: m[4]!.toLowerCase() as AnchoredTime['direction'], anchor: second ? `${first} ${second}` : first }];
  });
}

/**
 * The span an anchored time names, counted from the anchor event's span: a day before its first day or after its
 * last; the weekend before it (or after); the calendar week or month before or after the one it falls in.
 */
export function fromAnchor(time: Pick<AnchoredTime, 'count' | 'unit' | 'direction'>, anchor: TimeSpan): TimeSpan {
  const sign = time.direction === 'before' ? -1 : 1;
  const edge = time.direction === 'before' ? startOfDay(anchor.start) : startOfDay(anchor.end - 1);
  switch (time.unit) {
    case 'day':
      return daySpan(addDays(edge, sign * time.count));
    case 'weekend': {
      // the nearest Saturday-Sunday wholly before the event (that of the week before its week: an event on a weekend
      // day has its weekend round it), or after it, then further weekends back (or on)
      const own = weekendSpan(edge);
      const first = time.direction === 'before' ? weekendSpan(addDays(edge, -7)) : own.start > edge ? own : weekendSpan(addDays(edge, 7));
      return weekendSpan(addDays(first.start, sign * 7 * (time.count - 1)));
    }
    case 'week':
      return weekSpan(addDays(edge, sign * 7 * time.count));
    case 'month': {
      const d = new Date(edge);
      const month = d.getUTCMonth() + sign * time.count;
      return monthSpan(d.getUTCFullYear() + Math.floor(month / 12), (((month % 12) + 12) % 12) + 1);
    }
  }
}
