import type { Granularity, Interval, TimeExpression, TimeSpan, WallMs } from '../domain/time';
import type { AnswerTime } from './answer-types';
import { toDay, valueAt } from '../time/calendar';

/** Calendar arithmetic on floating wall-clock ms (UTC fields = the writer's wall clock). */
export const DAY_MS = 86_400_000;

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function startOfDay(ms: WallMs): WallMs {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

export function addDays(ms: WallMs, days: number): WallMs {
  return ms + days * DAY_MS;
}

/** Monday 00:00 of the ISO week containing `ms`. */
export function startOfIsoWeek(ms: WallMs): WallMs {
  const day = startOfDay(ms);
  const dow = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(day, -dow);
}

/** ISO week value "2023-W22" for the week starting at `monday`. */
export function isoWeekValue(ms: WallMs): string {
  const monday = startOfIsoWeek(ms);
  const thursday = addDays(monday, 3);
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export function daySpan(ms: WallMs): TimeSpan {
  const start = startOfDay(ms);
  return { start, end: addDays(start, 1), granularity: 'day', value: formatDate(start) };
}

export function weekSpan(ms: WallMs): TimeSpan {
  const start = startOfIsoWeek(ms);
  return { start, end: addDays(start, 7), granularity: 'week', value: isoWeekValue(start) };
}

/** Saturday..Sunday of the ISO week containing `ms`. */
export function weekendSpan(ms: WallMs): TimeSpan {
  const start = addDays(startOfIsoWeek(ms), 5);
  return { start, end: addDays(start, 2), granularity: 'day', value: `${isoWeekValue(start)}-WE` };
}

export function monthSpan(year: number, month: number): TimeSpan {
  const start = Date.UTC(year, month - 1, 1);
  return { start, end: Date.UTC(year, month, 1), granularity: 'month', value: `${pad4(year)}-${pad2(month)}` };
}

export function yearSpan(year: number): TimeSpan {
  return { start: Date.UTC(year, 0, 1), end: Date.UTC(year + 1, 0, 1), granularity: 'year', value: pad4(year) };
}

const SEASON_MONTHS: Record<string, [number, number]> = { SP: [3, 6], SU: [6, 9], FA: [9, 12], WI: [12, 15] };

/** Meteorological season (northern hemisphere): SU = June..August; WI starts in December of `year`. */
export function seasonSpan(year: number, season: 'SP' | 'SU' | 'FA' | 'WI'): TimeSpan {
  const [from, to] = SEASON_MONTHS[season]!;
  return { start: Date.UTC(year, from - 1, 1), end: Date.UTC(year, to - 1, 1), granularity: 'season', value: `${pad4(year)}-${season}` };
}

/** The latest given weekday (0 = Sunday) strictly before the day of `ms`. */
export function weekdayBefore(ms: WallMs, weekday: number): WallMs {
  const day = startOfDay(ms);
  const back = ((new Date(day).getUTCDay() - weekday + 7) % 7) || 7;
  return addDays(day, -back);
}

/** The earliest given weekday strictly after the day of `ms`. */
export function weekdayAfter(ms: WallMs, weekday: number): WallMs {
  const day = startOfDay(ms);
  const ahead = ((weekday - new Date(day).getUTCDay() + 7) % 7) || 7;
  return addDays(day, ahead);
}

export function formatDate(ms: WallMs): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** "7 May 2023" */
export function humanDate(ms: WallMs): string {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "16 to 20 November 2023", "28 October to 3 November 2023", "30 December 2023 to 2 January 2024" */
function dayRange(first: WallMs, last: WallMs): string {
  const [a, b] = [new Date(first), new Date(last)];
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${humanDate(first)} to ${humanDate(last)}`;
  const from = a.getUTCMonth() === b.getUTCMonth() ? String(a.getUTCDate()) : `${a.getUTCDate()} ${MONTH_NAMES[a.getUTCMonth()]}`;
  return `${from} to ${humanDate(last)}`;
}

const SEASON_NAMES: Record<string, string> = { SP: 'spring', SU: 'summer', FA: 'autumn', WI: 'winter' };

/** A span as a person says it, at its granularity. */
export function humanSpan(span: TimeSpan): string {
  const d = new Date(span.start);
  const last = new Date(Math.max(span.start, span.end - 1));
  const table: Record<Granularity, () => string> = {
    year: () => (last.getUTCFullYear() > d.getUTCFullYear() ? `${d.getUTCFullYear()} to ${last.getUTCFullYear()}` : String(d.getUTCFullYear())),
    season: () => `${SEASON_NAMES[span.value.slice(-2)] ?? 'season'} ${d.getUTCFullYear()}`,
    quarter: () => `${span.value.slice(-2)} ${d.getUTCFullYear()}`,
    month: () => {
      const one = `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
      if (last.getUTCMonth() === d.getUTCMonth() && last.getUTCFullYear() === d.getUTCFullYear()) return one;
      const from = last.getUTCFullYear() === d.getUTCFullYear() ? MONTH_NAMES[d.getUTCMonth()] : one;
      return `${from} to ${MONTH_NAMES[last.getUTCMonth()]} ${last.getUTCFullYear()}`;
    },
    // a run of weeks ("a week or two ago") is named by its days
    week: () =>
      span.end - span.start > 7 * DAY_MS
        ? dayRange(span.start, span.end - DAY_MS)
        : span.value.endsWith('-WE')
          ? `the weekend of ${humanDate(span.start)}`
          : `the week of ${humanDate(span.start)}`,
    day: () => (span.end - span.start > DAY_MS ? dayRange(span.start, span.end - DAY_MS) : humanDate(span.start)),
    hour: () => `${humanDate(span.start)} ${d.toISOString().slice(11, 16)}`,
    minute: () => `${humanDate(span.start)} ${d.toISOString().slice(11, 16)}`,
  };
  return table[span.granularity]();
}

/** An answer's first letter in capitals ("the week of ..." -> "The week of ..."). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "the other day", "a few months back": no date of their own, only a run of units near the day they were said. */
export function isNearReference(t: TimeExpression): boolean {
  return t.mod === 'APPROX' && (/^(?:PAST|FUTURE)_REF$/.test(t.value) || isFewUnitsAhead(t));
}

/** "in a few weeks": a length of no set size that places a time a few units ahead. */
const isFewUnitsAhead = (t: TimeExpression) => t.type === 'duration' && t.interval !== null && t.value.includes('X');

/** When an event happened as an answer says it: the span, and a relative time ("last week") with the day it was said. */
export function describeWhen(span: TimeSpan, expr: TimeExpression | null, said: WallMs): string {
  // say how it stands to the day it was said, then the days it may be
  if (expr && isNearReference(expr)) return `A few ${span.granularity}s ${expr.value === 'PAST_REF' ? 'before' : 'after'} ${humanDate(said)} (${humanSpan(span)}; "${expr.text.trim()}")`;
  const head = capitalised(humanSpan(span));
  return expr && expr.type === 'relative' ? `${head} ("${expr.text.trim()}", said on ${humanDate(said)})` : head;
}

/** CONTRACTS §2 `time` object: inclusive calendar dates. */
export function toAnswerTime(span: TimeSpan): AnswerTime {
  const lastDay = Math.max(span.start, span.end - 1);
  return { value: span.value, start: formatDate(span.start), end: formatDate(lastDay), granularity: span.granularity };
}

/**
 * A time expression's span, or null when it names none (a bare length, PRESENT_REF). A length that places a time
 * ("fly out in two weeks": P2W) is valued as the span it places (2023-W10), or as FUTURE_REF if it has no set size.
 */
export function spanOf(t: TimeExpression): TimeSpan | null {
  if (!t.interval || !t.granularity) return null;
  const placed = isFewUnitsAhead(t) ? 'FUTURE_REF' : valueAt(toDay(t.interval.start), t.granularity);
  return { ...t.interval, granularity: t.granularity, value: t.type === 'duration' ? placed : t.value };
}

/** The span of a point or period in time (not a bare length, not a recurring set), or null. */
export function pointSpanOf(t: TimeExpression): TimeSpan | null {
  return t.type !== 'duration' && t.timex3Type !== 'SET' ? spanOf(t) : null;
}

/** Whether two half-open intervals share a moment. */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Whether a named time lies in `within` (overlaps it) and is no coarser: "on the 5th" names a time in "May", "2023" does not. */
export function namesTimeWithin(t: Interval, within: Interval): boolean {
  return overlaps(t, within) && t.end - t.start <= within.end - within.start;
}

/** Granularities finer than a day: an answer names their date. */
export const SUB_DAY: ReadonlySet<Granularity> = new Set<Granularity>(['hour', 'minute']);

/** "a year ago", "about a year ago": TimeML values the year, but a reader hears that month last year. */
const A_YEAR_AGO = /^(?:about |around |roughly |almost |nearly |over |just over |just under )?(?:a|one|1) year ago$/i;

/**
 * The span an expression said at `said` dates: a time of day answered as its date, "a year ago" as
 * the month a year before; null when it names none.
 */
export function dateSpanOf(t: TimeExpression, said: WallMs): TimeSpan | null {
  const span = spanOf(t);
  if (span?.granularity === 'year' && A_YEAR_AGO.test(t.text.trim())) {
    const d = new Date(said);
    return monthSpan(d.getUTCFullYear() - 1, d.getUTCMonth() + 1);
  }
  return span && SUB_DAY.has(span.granularity) ? daySpan(span.start) : span;
}

/** The span an answer's `time` denotes (its inclusive end day back to an exclusive end). */
export function fromAnswerTime(t: AnswerTime): TimeSpan {
  const start = Date.parse(`${t.start}T00:00:00Z`);
  return { start, end: Date.parse(`${t.end}T00:00:00Z`) + DAY_MS, granularity: t.granularity, value: t.value };
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function pad4(n: number): string {
  return String(n).padStart(4, '0');
}
