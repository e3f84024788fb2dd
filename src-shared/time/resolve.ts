import { makeDate, SEASON_START_MONTH, shift, valueAt, type Day } from './calendar';
import { memoize } from './memo';
import type { Tense } from './rule';
import type { Granularity } from '../domain/time';

/** How a calendar name ("Friday", "March", "summer") is tied to the reference: "last X", "next X", "this X", or bare. */
export type Relation = 'last' | 'next' | 'this' | 'bare';

export const RELATION_WORDS: Record<string, Relation> = {
  last: 'last', past: 'last', 'this past': 'last', previous: 'last', preceding: 'last', next: 'next', coming: 'next', following: 'next',
  upcoming: 'next', this: 'this', current: 'this', present: 'this',
};

/** Offsets of "last/this/next" for a calendar unit ("last week" = this week - 1). */
export const RELATION_OFFSET: Record<Relation, number> = { last: -1, this: 0, next: 1, bare: 0 };

/** The day of weekday `wd` (1 = Monday) named relative to `ref`. Bare names follow the tense: past -> on or before ref. */
export const resolveWeekday = memoize(weekdayDay, (ref, wd, rel, tense) => `${ref.toMillis()}|${wd}|${rel}|${tense}`);

function weekdayDay(ref: Day, wd: number, rel: Relation, tense: Tense): Day {
  const diff = wd - ref.weekday;
  switch (rel) {
    // this week's; but a day already gone, said looking ahead ("see you this Friday" on a Sunday), is the coming one
    case 'this': return ref.plus({ days: diff < 0 && tense === 'future' ? diff + 7 : diff });
    case 'last': return ref.plus({ days: diff < 0 ? diff : diff - 7 });
    case 'next': return ref.plus({ days: diff > 0 ? diff : diff + 7 });
    case 'bare':
      if (tense === 'past') return ref.plus({ days: diff <= 0 ? diff : diff - 7 });
      return ref.plus({ days: diff >= 0 ? diff : diff + 7 });
  }
}

/** The year of a month named without one: past tense -> the latest such month not after ref; future -> the next. */
export function resolveMonthYear(ref: Day, month: number, rel: Relation, tense: Tense): number {
  switch (rel) {
    case 'this': return ref.year;
    case 'last': return month < ref.month ? ref.year : ref.year - 1;
    case 'next': return month > ref.month ? ref.year : ref.year + 1;
    case 'bare':
      if (tense === 'past') return month <= ref.month ? ref.year : ref.year - 1;
      return month >= ref.month ? ref.year : ref.year + 1;
  }
}

/**
 * The year of a bare month name ("in September"): "since March" looks back, "by February" ahead; a month more
 * than two months away follows the tense ("I went to Paris in August", written in May); otherwise the nearest.
 */
export function resolveBareMonthYear(ref: Day, month: number, preposition: string | undefined, tense: Tense | undefined): number {
  const p = preposition?.toLowerCase();
  if (p === 'since' || p === 'back in') return resolveMonthYear(ref, month, 'bare', 'past');
  if (p && ['by', 'until', 'till', 'through', 'before'].includes(p)) return resolveMonthYear(ref, month, 'bare', 'future');
  const ahead = (month - ref.month + 12) % 12;
  // with no tense told, a month up to four ahead is the coming one, as for a month-day (nearestOccurrence)
  if (ahead > 2 && ahead < 10) return resolveMonthYear(ref, month, 'bare', tense ?? (ahead <= 4 ? 'future' : 'past'));
  return ahead <= 6 && ahead !== 0 ? (month > ref.month ? ref.year : ref.year + 1) : month <= ref.month ? ref.year : ref.year - 1;
}

/** The month of "on the 5th" (no month named): this month's, or the nearest one in the tense's direction. */
export function resolveDayOfMonth(ref: Day, day: number, tense: Tense): Day | undefined {
  for (let step = 0; step < 3; step++) {
    const month = ref.startOf('month').plus({ months: tense === 'past' ? -step : step });
    const d = makeDate(month.year, month.month, day);
    if (d && (tense === 'past' ? d <= ref : d >= ref.startOf('day'))) return d;
  }
  return undefined;
}

const MONTH_MS = 31 * 86_400_000;

/**
 * "Monday the 18th": the day of the month the tense reads, unless it falls on another weekday; then the one in the
 * month on the other side of the reference if that is a Monday ("had to move the dentist to Monday the 18th", said on
 * 13 March, is 18 March, not Sunday 18 February), else the nearest such Monday in the tense's direction within a year.
 */
export function resolveWeekdayDayOfMonth(ref: Day, day: number, weekday: number, tense: Tense): Day | undefined {
  const read = resolveDayOfMonth(ref, day, tense);
  if (!read || read.weekday === weekday) return read;
  const other = resolveDayOfMonth(ref, day, tense === 'past' ? 'future' : 'past');
  if (other && other.weekday === weekday && Math.abs(other.toMillis() - ref.toMillis()) <= MONTH_MS) return other;
  for (let step = 1; step <= 12; step++) {
    const month = read.startOf('month').plus({ months: tense === 'past' ? -step : step });
    const d = makeDate(month.year, month.month, day);
    if (d && d.weekday === weekday) return d;
  }
  return read;
}

const TWO_MONTHS_MS = 61 * 86_400_000;
const FOUR_MONTHS_MS = 122 * 86_400_000;

/**
 * The year of "March 5" without a year: the one nearest the reference, unless that is more than two months
 * against the tense ("we met on August 3", written in May, is last August). With no tense told, the past is
 * assumed only beyond four months ("I registered for the triathlon. August 19th.", written in June, is this August).
 */
export function nearestYear(ref: Day, month: number, day: number, tense: Tense | undefined, strict = false): number | undefined {
  return nearestOccurrence(ref, tense, (year) => makeDate(year, month, day), strict);
}

/** The year whose occurrence of a yearly date (a month-day, a holiday) is nearest, with the same tense rule. */
export function nearestOccurrence(ref: Day, tense: Tense | undefined, occurrence: (year: number) => Day | undefined, strict = false): number | undefined {
  let best: { year: number; delta: number } | undefined;
  for (const year of [ref.year - 1, ref.year, ref.year + 1]) {
    const d = occurrence(year);
    if (!d) continue;
    const delta = d.toMillis() - ref.toMillis();
    if (!best || Math.abs(delta) < Math.abs(best.delta)) best = { year, delta };
  }
  if (!best) return undefined;
  // A verb right before the date ("met on") is trusted to the day; a clause's tense only beyond two months; no tense
  // told, the past only beyond four.
  const slack = strict ? 0 : tense === undefined ? FOUR_MONTHS_MS : TWO_MONTHS_MS;
  if (tense !== 'future' && best.delta > slack) return best.year - 1;
  if (tense === 'future' && best.delta < -slack - 86_400_000) return best.year + 1;
  return best.year;
}

/** The year of a season named relative to ref ("last summer" in November is this year's summer). */
export function resolveSeasonYear(ref: Day, season: string, rel: Relation, tense: Tense): number {
  const startMonth = SEASON_START_MONTH[season]!;
  const refSeasonYear = ref.month <= 2 ? ref.year - 1 : ref.year;
  const started = (ref.month <= 2 ? ref.month + 12 : ref.month) >= startMonth;
  const ended = (ref.month <= 2 ? ref.month + 12 : ref.month) >= startMonth + 3;
  // only a winter runs into the next year: "this summer" said in February is the coming one
  if (rel === 'this') return startMonth === 12 ? refSeasonYear : ref.year;
  if (rel === 'last' || (rel === 'bare' && tense === 'past')) {
    const done = rel === 'last' ? ended : started;
    return done ? refSeasonYear : refSeasonYear - 1;
  }
  // a bare season ahead said while it runs is this one ("going to Portugal in the summer" said in July); "next" is the one after
  return (rel === 'bare' ? ended : started) ? refSeasonYear + 1 : refSeasonYear;
}

/** The year of quarter `q` named without one: the reference year, unless a past-tense text names a quarter still to come. */
export function resolveQuarterYear(ref: Day, q: number, tense: Tense): number {
  return tense === 'past' && q > ref.quarter ? ref.year - 1 : ref.year;
}

/** "'58" -> 1958, "'05" -> 2005: the century that puts the year nearest the reference without going far into the future. */
export function expandTwoDigitYear(ref: Day, yy: number): number {
  const century = Math.floor(ref.year / 100) * 100;
  const candidate = century + yy;
  return candidate > ref.year + 10 ? candidate - 100 : candidate;
}

/** The TIMEX3 value of the unit `n` steps from the reference ("two weeks ago" -> week granularity). */
export function shiftedValue(ref: Day, g: Granularity, n: number): string {
  return valueAt(shift(ref, g, n), g);
}
