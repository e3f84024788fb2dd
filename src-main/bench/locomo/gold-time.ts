import type { TimeSpan, WallMs } from '../../../src-shared/domain/time';
import type { AnswerTime } from '../../../src-shared/answer/answer-types';
import {
  addDays, DAY_MS, daySpan, formatDate, MONTH_NAMES, monthSpan, seasonSpan, weekdayAfter, weekdayBefore, weekendSpan, weekSpan, yearSpan,
} from '../../../src-shared/answer/calendar';

/**
 * Parser for LoCoMo's free-text temporal gold answers ("7 May 2023", "The sunday before 25 May 2023",
 * "two weekends before 17 July 2023", "June 2023", "4 years") into intervals or durations, so that
 * category-2 answers can be scored strictly by interval instead of by string overlap.
 */
export type GoldTime =
  | { kind: 'span'; span: TimeSpan; match: 'exact' | 'within' }
  /** A date or days of a month, in no year told ("13 August", "August", "the week of April 3rd to 9th"). */
  | { kind: 'yearless'; month: number; from: number; to: number }
  | { kind: 'duration'; amount: number; unit: DurationUnit; ago: boolean };

type DurationUnit = 'Y' | 'M' | 'W' | 'D';

const FULL_MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
const MONTHS = FULL_MONTHS.map((name) => name.slice(0, 3));
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};
const UNIT_OF: Record<string, DurationUnit> = { year: 'Y', month: 'M', week: 'W', day: 'D' };
const UNIT_DAYS: Record<DurationUnit, number> = { Y: 365.25, M: 30.44, W: 7, D: 1 };

const MONTH_RE = '([a-z]{3,10})';
const ORD = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(\\d{4})';
/** A full date: "25 May 2023", "25May, 2023", "May 25, 2023", "May 25th, 2023". */
const DATE_RE = `(?:${ORD}\\s*${MONTH_RE}|${MONTH_RE}\\s*${ORD})[,.]?\\s*${YEAR}`;

function monthIndex(word: string | undefined): number | null {
  if (!word) return null;
  const i = MONTHS.indexOf(word.slice(0, 3));
  return i < 0 ? null : i + 1;
}

/** A month named by its whole name or a short form of it ("sept"), not any word it begins ("mayor"). */
function fullMonthIndex(word: string): number | null {
  const i = FULL_MONTHS.findIndex((name) => word.length >= 3 && name.startsWith(word));
  return i < 0 ? null : i + 1;
}

function yearless(month: number | null, from: number, to: number): GoldTime | null {
  return month && from >= 1 && from <= to && to <= 31 ? { kind: 'yearless', month, from, to } : null;
}

function numberOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

/** Reads the DATE_RE groups starting at `i` (5 groups). */
function dateAt(m: RegExpMatchArray, i: number): WallMs | null {
  const [d1, mo1, mo2, d2, y] = [m[i], m[i + 1], m[i + 2], m[i + 3], m[i + 4]];
  const month = monthIndex(mo1 ?? mo2);
  const day = Number(d1 ?? d2);
  const year = Number(y);
  if (!month || !day || day > 31) return null;
  const ms = Date.UTC(year, month - 1, day);
  return new Date(ms).getUTCDate() === day ? ms : null;
}

function span(start: WallMs, endExclusive: WallMs): TimeSpan {
  return { start, end: endExclusive, granularity: 'day', value: formatDate(start) };
}

type Rule = { re: RegExp; build(m: RegExpMatchArray): GoldTime | null };
const exact = (s: TimeSpan | null): GoldTime | null => (s ? { kind: 'span', span: s, match: 'exact' } : null);
const within = (s: TimeSpan | null): GoldTime | null => (s ? { kind: 'span', span: s, match: 'within' } : null);
const onDate = (m: RegExpMatchArray, i: number, f: (d: WallMs) => TimeSpan | null) => {
  const d = dateAt(m, i);
  return d === null ? null : f(d);
};

/** Ordered rules; the first whose regex matches the normalised answer decides. */
const RULES: Rule[] = [
  {
    re: /^(\d+|[a-z]+) (year|month|week|day)s? ago$/,
    build: (m) => duration(m[1]!, m[2]!, true),
  },
  {
    re: /^(?:nearly |about |around |almost |over )?(\d+|[a-z]+) (year|month|week|day)s?$/,
    build: (m) => duration(m[1]!, m[2]!, false),
  },
  { re: new RegExp(`^since ${YEAR}$`), build: (m) => exact(yearSpan(Number(m[1]))) },
  {
    re: new RegExp(`^(?:the )?(${WEEKDAYS.join('|')}) (before|after) ${DATE_RE}$`),
    build: (m) => {
      const wd = WEEKDAYS.indexOf(m[1]!);
      return exact(onDate(m, 3, (d) => daySpan(m[2] === 'before' ? weekdayBefore(d, wd) : weekdayAfter(d, wd))));
    },
  },
  {
    re: new RegExp(`^(?:(two|2) weekends|(?:the )?weekend) (before|after|of) ${DATE_RE}$`),
    build: (m) => exact(onDate(m, 3, (d) => (m[2] === 'of' ? weekendSpan(d) : weekendNear(d, m[2] === 'before', m[1] ? 2 : 1)))),
  },
  {
    re: new RegExp(`^(?:the |last )?(two |2 )?weeks? (before|after|of) ${DATE_RE}$`),
    build: (m) => {
      const n = m[1] ? 2 : 1;
      const shift = { before: -7 * n, after: 7 * n, of: 0 }[m[2] as 'before' | 'after' | 'of'];
      return exact(onDate(m, 3, (d) => weekSpan(addDays(d, shift))));
    },
  },
  {
    re: new RegExp(`^(?:a |a few |few )(?:days?|week) before ${DATE_RE}$`),
    build: (m) => within(onDate(m, 1, (d) => span(addDays(d, -8), d))),
  },
  {
    re: new RegExp(`^(first|last) (week|weekend) of ${MONTH_RE},? ${YEAR}$`),
    build: (m) => {
      const month = monthIndex(m[3]);
      if (!month) return null;
      const ms = monthSpan(Number(m[4]), month);
      if (m[2] === 'weekend') {
        const sat = m[1] === 'first' ? weekdayAfter(addDays(ms.start, -1), 6) : weekdayBefore(ms.end, 6);
        return exact(weekendSpan(sat));
      }
      // a month's first (last) week is the Monday-to-Sunday week with most of its days in the month, as ISO 8601
      // counts a year's first week: the week of the 4th (of the 4th day from the end)
      return exact(weekSpan(m[1] === 'first' ? ms.start + 3 * DAY_MS : ms.end - 4 * DAY_MS));
    },
  },
  {
    re: new RegExp(`^between ${MONTH_RE} ${ORD} and ${ORD},? ${YEAR}$`),
    build: (m) => rangeIn(m[1], m[2], m[3], m[4]),
  },
  { re: new RegExp(`^${MONTH_RE} ${ORD}\\s*-\\s*${ORD},? ${YEAR}$`), build: (m) => rangeIn(m[1], m[2], m[3], m[4]) },
  { re: new RegExp(`^${DATE_RE}$`), build: (m) => exact(onDate(m, 1, daySpan)) },
  { re: new RegExp(`^night of ${MONTH_RE} ${ORD} (?:to|-) ${ORD},? ${YEAR}$`), build: (m) => rangeIn(m[1], m[2], m[3], m[4]) },
  {
    re: new RegExp(`^(?:${ORD} ${MONTH_RE}|${MONTH_RE} ${ORD})$`),
    build: (m) => yearless(monthIndex(m[2] ?? m[3]), Number(m[1] ?? m[4]), Number(m[1] ?? m[4])),
  },
  { re: new RegExp(`^(?:the )?week of ${MONTH_RE} ${ORD} (?:to|-) ${ORD}$`), build: (m) => yearless(monthIndex(m[1]), Number(m[2]), Number(m[3])) },
  { re: /^([a-z]+)$/, build: (m) => yearless(fullMonthIndex(m[1]!), 1, 31) },
  {
    re: new RegExp(`^${MONTH_RE}[,.]?\\s*${YEAR}$`),
    build: (m) => {
      const month = monthIndex(m[1]);
      return month ? exact(monthSpan(Number(m[2]), month)) : null;
    },
  },
  {
    re: new RegExp(`^(?:the )?(summer|winter|spring|fall|autumn) (?:of )?${YEAR}$`),
    build: (m) => exact(seasonSpan(Number(m[2]), ({ summer: 'SU', winter: 'WI', spring: 'SP', fall: 'FA', autumn: 'FA' } as const)[m[1] as 'summer'])),
  },
  { re: new RegExp(`^${YEAR}$`), build: (m) => exact(yearSpan(Number(m[1]))) },
];

/** The `times`-th whole Saturday..Sunday weekend before (or after) the day `d`. */
function weekendNear(d: WallMs, before: boolean, times: number): TimeSpan {
  if (!before) return weekendSpan(addDays(weekdayAfter(d, 6), 7 * (times - 1)));
  const sat = weekdayBefore(d, 6);
  const lastWhole = addDays(sat, 1) >= d ? addDays(sat, -7) : sat;
  return weekendSpan(addDays(lastWhole, -7 * (times - 1)));
}

function duration(amountWord: string, unitWord: string, ago: boolean): GoldTime | null {
  const amount = numberOf(amountWord);
  const unit = UNIT_OF[unitWord];
  return amount === null || !unit ? null : { kind: 'duration', amount, unit, ago };
}

function rangeIn(monthWord: string | undefined, from: string | undefined, to: string | undefined, year: string | undefined): GoldTime | null {
  const month = monthIndex(monthWord);
  if (!month) return null;
  const start = Date.UTC(Number(year), month - 1, Number(from));
  const end = Date.UTC(Number(year), month - 1, Number(to));
  return end >= start ? exact(span(start, addDays(end, 1))) : null;
}

/** Lower-case, drop stray punctuation and qualifiers that do not change the interval ("around", "early", "in"). */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`'"]/g, '')
    .replace(/[.\s]+$/, '')
    .replace(/\s+/g, ' ')
    .replace(/^(?:in|on|around|approximately|about|early|late|mid|during) (?:the )?/, '')
    .replace(/^(?:approximately|around|about) /, '')
    .trim();
}

/** Parse a gold answer; null when it is not a time (e.g. "Seattle"). Never throws. */
export function parseGoldTime(answer: unknown): GoldTime | null {
  if (typeof answer === 'number') answer = String(answer);
  if (typeof answer !== 'string' || answer.length > 200) return null;
  const text = normalise(answer);
  for (const rule of RULES) {
    const m = text.match(rule.re);
    const gold = m ? rule.build(m) : null;
    if (gold) return gold;
  }
  return null;
}

/** A predicted answer's structured parts (CONTRACTS §2). */
export interface PredictedTime {
  time: AnswerTime | null;
  duration: string | null;
}

const ISO_DURATION = /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?$/;

function durationDays(iso: string): number | null {
  const m = ISO_DURATION.exec(iso);
  if (!m || iso === 'P') return null;
  return (['Y', 'M', 'W', 'D'] as const).reduce((sum, unit, i) => sum + Number(m[i + 1] ?? 0) * UNIT_DAYS[unit], 0);
}

/**
 * Strict interval scoring: the predicted span must lie inside the gold span (an answer more
 * precise than the gold is right, a coarser or shifted one is wrong); with `equal`, it must be the
 * same span. Durations must round to the gold amount in the gold's unit.
 */
export function temporalMatch(gold: GoldTime, pred: PredictedTime, mode: 'contained' | 'equal' = 'contained'): boolean {
  if (gold.kind === 'duration') {
    const days = pred.duration ? durationDays(pred.duration) : null;
    return days !== null && Math.round(days / UNIT_DAYS[gold.unit]) === gold.amount;
  }
  const t = pred.time;
  if (!t) return false;
  if (gold.kind === 'yearless') {
    const [[y1, m1, d1], [y2, m2, d2]] = [t.start, t.end].map((date) => date.split('-').map(Number)) as [number[], number[]];
    return y1 === y2 && m1 === gold.month && m2 === gold.month && d1! >= gold.from && d2! <= gold.to;
  }
  const goldStart = formatDate(gold.span.start);
  const goldEnd = formatDate(gold.span.end - 1);
  if (t.value === gold.span.value || (t.start === goldStart && t.end === goldEnd)) return true;
  return (gold.match === 'within' || mode === 'contained') && t.start >= goldStart && t.end <= goldEnd;
}
