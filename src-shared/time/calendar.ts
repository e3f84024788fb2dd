import { DateTime } from 'luxon';
import { memoize } from './memo';
import type { Granularity, Interval, WallMs } from '../domain/time';

/** Calendar math on floating wall time: wall ms are read as UTC so no zone shifts happen. */
export type Day = DateTime;

export function toDay(ms: WallMs): Day {
  return DateTime.fromMillis(ms, { zone: 'utc' });
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const year4 = (y: number): string => (y < 0 ? '-' + pad(-y, 4) : pad(y, 4));

export const SEASON_START_MONTH: Record<string, number> = { SP: 3, SU: 6, FA: 9, WI: 12 };

/** The TIMEX3 value of the calendar unit containing `d` at granularity `g`. */
export function valueAt(d: Day, g: Granularity): string {
  switch (g) {
    case 'year': return year4(d.year);
    case 'quarter': return `${year4(d.year)}-Q${d.quarter}`;
    case 'season': return `${year4(d.year)}-${seasonOf(d.month)}`;
    case 'month': return `${year4(d.year)}-${pad(d.month)}`;
    case 'week': return `${year4(d.weekYear)}-W${pad(d.weekNumber)}`;
    case 'day': return `${year4(d.year)}-${pad(d.month)}-${pad(d.day)}`;
    case 'hour': return `${valueAt(d, 'day')}T${pad(d.hour)}`;
    case 'minute': return `${valueAt(d, 'day')}T${pad(d.hour)}:${pad(d.minute)}`;
  }
}

function seasonOf(month: number): string {
  if (month >= 3 && month <= 5) return 'SP';
  if (month >= 6 && month <= 8) return 'SU';
  if (month >= 9 && month <= 11) return 'FA';
  return 'WI';
}

/** Shift by whole calendar units (luxon clamps Jan 31 + 1 month to Feb 28). */
export function shift(d: Day, g: Granularity, n: number): Day {
  switch (g) {
    case 'year': return d.plus({ years: n });
    case 'quarter': return d.plus({ months: 3 * n });
    case 'season': return d.plus({ months: 3 * n });
    case 'month': return d.plus({ months: n });
    case 'week': return d.plus({ weeks: n });
    case 'day': return d.plus({ days: n });
    case 'hour': return d.plus({ hours: n });
    case 'minute': return d.plus({ minutes: n });
  }
}

/** A real calendar date, or undefined for "Feb 30" and friends. */
export function makeDate(year: number, month: number, day = 1): Day | undefined {
  if (!Number.isInteger(year) || Math.abs(year) > 9999) return undefined;
  const d = DateTime.utc(year, month, day);
  return d.isValid ? d : undefined;
}

const DAY_PART_HOURS: Record<string, [number, number]> = { MO: [6, 12], AF: [12, 18], EV: [18, 22], NI: [21, 30], DT: [8, 18] };

const VALUE_FORMS: { re: RegExp; g: Granularity; span: (m: RegExpExecArray) => Interval | null }[] = [
  { re: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/, g: 'minute', span: (m) => unitSpan(m, 'minute') },
  { re: /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/, g: 'hour', span: (m) => unitSpan(m, 'hour') },
  { re: /^(\d{4})-(\d{2})-(\d{2})T(MO|AF|EV|NI|DT)$/, g: 'hour', span: dayPartSpan },
  { re: /^(\d{4})-(\d{2})-(\d{2})$/, g: 'day', span: (m) => unitSpan(m, 'day') },
  { re: /^(\d{4})-W(\d{2})(?:-WE)?$/, g: 'week', span: weekSpan },
  { re: /^(\d{4})-(\d{2})$/, g: 'month', span: (m) => unitSpan(m, 'month') },
  { re: /^(\d{4})-Q([1-4])$/, g: 'quarter', span: (m) => span(makeDate(+m[1]!, 3 * +m[2]! - 2), 'quarter') },
  { re: /^(\d{4})-H([12])$/, g: 'quarter', span: (m) => monthsSpan(makeDate(+m[1]!, 6 * +m[2]! - 5), 6) },
  { re: /^(\d{4})-(SP|SU|FA|WI)$/, g: 'season', span: (m) => monthsSpan(makeDate(+m[1]!, SEASON_START_MONTH[m[2]!]!), 3) },
  { re: /^(\d{4})$/, g: 'year', span: (m) => span(makeDate(+m[1]!, 1), 'year') },
  { re: /^(\d{3})$/, g: 'year', span: (m) => monthsSpan(makeDate(+m[1]! * 10, 1), 120) },
  { re: /^(\d{2})$/, g: 'year', span: (m) => monthsSpan(makeDate(+m[1]! * 100, 1), 1200) },
];

function span(d: Day | undefined, g: Granularity): Interval | null {
  if (!d) return null;
  const start = d.startOf(g === 'season' ? 'month' : g);
  return { start: start.toMillis(), end: shift(start, g, 1).toMillis() };
}
function monthsSpan(d: Day | undefined, months: number): Interval | null {
  return d ? { start: d.toMillis(), end: d.plus({ months }).toMillis() } : null;
}
function unitSpan(m: RegExpExecArray, g: Granularity): Interval | null {
  const d = makeDate(+m[1]!, m[2] ? +m[2] : 1, m[3] ? +m[3] : 1);
  if (!d) return null;
  const t = g === 'hour' || g === 'minute' ? d.set({ hour: +m[4]!, minute: g === 'minute' ? +m[5]! : 0 }) : d;
  return t.isValid ? span(t, g) : null;
}
function dayPartSpan(m: RegExpExecArray): Interval | null {
  const d = makeDate(+m[1]!, +m[2]!, +m[3]!);
  const [from, to] = DAY_PART_HOURS[m[4]!]!;
  return d ? { start: d.plus({ hours: from }).toMillis(), end: d.plus({ hours: to }).toMillis() } : null;
}
function weekSpan(m: RegExpExecArray): Interval | null {
  const d = DateTime.fromObject({ weekYear: +m[1]!, weekNumber: +m[2]!, weekday: 1 }, { zone: 'utc' });
  if (!d.isValid) return null;
  const weekend = m[0].endsWith('-WE');
  const start = weekend ? d.plus({ days: 5 }) : d;
  return { start: start.toMillis(), end: start.plus({ days: weekend ? 2 : 7 }).toMillis() };
}

/** Granularity and calendar interval a TIMEX3 date value denotes (null for durations, sets, *_REF, X-values). */
export const interpretValue = memoize(
  (value: string): { granularity: Granularity | null; interval: Interval | null } => {
    for (const form of VALUE_FORMS) {
      const m = form.re.exec(value);
      if (m) return { granularity: form.g, interval: form.span(m) };
    }
    return { granularity: null, interval: null };
  },
  (value) => value,
);
