import type { Granularity } from '../domain/time';
import { makeDate, shift, valueAt } from './calendar';
import { MONTHS, WEEKDAYS } from './lexicon';
import type { Candidate } from './rule';

/**
 * Adjacent expressions that name one time together: "10 p.m. Wednesday", "Monday, Oct. 26", "June last year",
 * "the Sunday before 25 May". Each join reads the two candidates and the glue text between them.
 */
interface Join {
  name: string;
  glue: RegExp;
  /** Text before the left candidate that belongs to the joint expression ("the" of "the Sunday before"). */
  lead?: RegExp;
  /** Text before the left candidate that makes it stand alone ("for" of "stayed for two weeks after Christmas"). */
  notAfter?: RegExp;
  combine(left: Candidate, right: Candidate, leftText: string, glue: RegExpExecArray): Partial<Candidate> | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})$/;
const MONTH = /^\d{4}-(\d{2})$/;
const YEAR = /^(\d{4})$/;
/** A whole number of days, weeks, months or years ("P2W"); "a few weeks" (PXW) counts from no day exactly. */
const LENGTH = /^P(\d+)([DWMY])$/;
const LENGTH_UNIT: Record<string, Granularity> = { D: 'day', W: 'week', M: 'month', Y: 'year' };

/** The day a day value ("2023-05-25") names, or null. */
function dayOf(value: string) {
  const day = DAY.exec(value);
  return day && makeDate(Number(day[1]), Number(day[2]), Number(day[3]));
}

/** The day a told length (left) reaches from a day (right), forward or back; null unless they are those. */
function lengthFromDay(length: Candidate, day: Candidate, sign: 1 | -1): Partial<Candidate> | null {
  const told = LENGTH.exec(length.value);
  const anchor = dayOf(day.value);
  if (!told || !anchor || length.timex3Type !== 'DURATION') return null;
  return { value: valueAt(shift(anchor, LENGTH_UNIT[told[2]!]!, sign * Number(told[1])), 'day'), type: 'relative', timex3Type: 'DATE' };
}

/**
 * "Sunday, September 18th" said in July 2022 is 18 September 2022, a Sunday, though the tense read 2021: a date
 * told without its year takes the year next to the one read in which it falls on the weekday named.
 */
function yearOfWeekday(value: string, weekday: number): string {
  const [, y, m, d] = DAY.exec(value)!;
  const on = (year: number) => makeDate(year, Number(m), Number(d));
  const year = Number(y);
  if (on(year)?.weekday === weekday) return value;
  const other = [year + 1, year - 1].find((candidate) => on(candidate)?.weekday === weekday);
  return other === undefined ? value : valueAt(on(other)!, 'day');
}

const JOINS: Join[] = [
  {
    name: 'clock-day',
    glue: /^,?\s+(?:on\s+)?$/i,
    combine(l, r) {
      const clock = CLOCK.exec(l.value);
      return clock && DAY.test(r.value) ? { value: r.value + clock[1], timex3Type: 'TIME' } : null;
    },
  },
  {
    name: 'day-clock',
    glue: /^,?\s+(?:at\s+)?$/i,
    combine(l, r) {
      const clock = CLOCK.exec(r.value);
      return clock && DAY.test(l.value) && l.rule !== 'month-day-year' ? { value: l.value + clock[1], timex3Type: 'TIME' } : null;
    },
  },
  {
    name: 'weekday-date',
    glue: /^,?\s+(?:the\s+)?$/i,
    combine(_l, r, leftText) {
      const weekday = WEEKDAYS[leftText.toLowerCase()];
      if (weekday === undefined || !DAY.test(r.value)) return null;
      return { value: r.type === 'relative' ? yearOfWeekday(r.value, weekday) : r.value, type: r.type };
    },
  },
  {
    name: 'weekday-the-nth',
    glue: /^\s+$/,
    combine: (_l, r, leftText) => (leftText.toLowerCase() in WEEKDAYS && r.rule === 'day-of-month' ? { value: r.value, type: r.type } : null),
  },
  {
    name: 'month-year-phrase',
    glue: /^,?\s+$/,
    combine(l, r) {
      const month = MONTH.exec(l.value);
      const year = YEAR.exec(r.value);
      return month && year && l.rule === 'month' && r.rule === 'relation-unit' ? { value: `${year[1]}-${month[1]}` } : null;
    },
  },
  {
    name: 'month-year',
    glue: /^,?\s+(?:of\s+)?$/i,
    combine(l, r) {
      const month = MONTH.exec(l.value);
      const season = /^\d{4}-(SP|SU|FA|WI)$/.exec(l.value);
      const year = YEAR.exec(r.value);
      if (!year || r.rule !== 'spelled-year') return null;
      return month ? { value: `${year[1]}-${month[1]}`, type: 'absolute' } : season ? { value: `${year[1]}-${season[1]}`, type: 'absolute' } : null;
    },
  },
  {
    // "two weeks from today", "three days before Christmas": a told length counted from a day
    name: 'length-from-day',
    glue: /^\s+(from|before|after)\s+$/i,
    notAfter: /\b(?:for|within|over)\s+$/i,
    combine: (l, r, _leftText, glue) => lengthFromDay(l, r, glue[1]!.toLowerCase() === 'before' ? -1 : 1),
  },
  {
    // "three weeks today", "a fortnight tomorrow", "a week on Saturday" (British): that day, that long after
    name: 'length-then-day',
    glue: /^\s+(?:on\s+)?$/i,
    notAfter: /\b(?:for|within|over|been|in|about|after|last|past)\s+$/i,
    combine: (l, r) => (r.rule === 'day-word' || r.rule === 'weekday' ? lengthFromDay(l, r, 1) : null),
  },
  {
    name: 'weekday-before-date',
    glue: /^\s+(before|after)\s+$/i,
    lead: /(?:the\s+)$/i,
    combine(_l, r, leftText, glue) {
      const wd = WEEKDAYS[leftText.toLowerCase()];
      const anchor = dayOf(r.value);
      if (!wd || !anchor) return null;
      const days = glue[1]!.toLowerCase() === 'after' ? ((wd - anchor.weekday + 6) % 7) + 1 : -(((anchor.weekday - wd + 6) % 7) + 1);
      return { value: valueAt(anchor.plus({ days }), 'day') };
    },
  },
];

/** "the week of March 6", "the weekend of the 25th of June": the week that holds the date, or that week's weekend. */
const WEEK_OF = /\bthe\s+(week|weekend)\s+of\s+(?:the\s+)?$/i;

function weekOf(text: string, c: Candidate): Candidate {
  const date = dayOf(c.value);
  const lead = date && WEEK_OF.exec(text.slice(Math.max(0, c.start - 24), c.start));
  if (!lead || !date) return c;
  const week = valueAt(date, 'week');
  return { ...c, start: c.start - lead[0].length, value: lead[1]!.toLowerCase() === 'weekend' ? `${week}-WE` : week };
}

/** "the week before Christmas", "the day after 3 May": the week before the date's week, the day after the date. */
const AROUND = /\bthe\s+(day|week)\s+(before|after)\s+$/i;

function aroundDate(text: string, c: Candidate): Candidate {
  const date = dayOf(c.value);
  const lead = date && AROUND.exec(text.slice(Math.max(0, c.start - 24), c.start));
  if (!lead || !date) return c;
  const unit = lead[1]!.toLowerCase() as 'day' | 'week';
  const shifted = date.plus({ days: (lead[2]!.toLowerCase() === 'after' ? 1 : -1) * (unit === 'week' ? 7 : 1) });
  return { ...c, start: c.start - lead[0].length, value: valueAt(shifted, unit), type: 'relative' };
}

export function composeAdjacent(text: string, sorted: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const candidate of sorted) {
    const c = aroundDate(text, weekOf(text, candidate));
    // "the weekend" read alone is part of "the weekend of the 25th of June"
    while (out.length > 0 && out[out.length - 1]!.start >= c.start) out.pop();
    const prev = out[out.length - 1];
    const joined = prev && join(text, prev, c);
    if (joined) out[out.length - 1] = joined;
    else out.push(c);
  }
  return out;
}

/**
 * A clock time takes its date from the day named in the same clause, even when not adjacent:
 * "at about 10:35 a.m. (0735 GMT) Friday", "On Friday, shortly after 9 p.m.".
 */
const CLAUSE_REACH = 40;

/** A month named in a date's own words ("4th of July", "May 3rd"), not only reckoned ("the 4th"). */
const NAMES_MONTH = new RegExp(`\\b(?:${Object.keys(MONTHS).join('|')})\\b`, 'i');
/** "the 9th", "on the 17th": a day of the month with no month of its own. */
const BARE_DAY = /^(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)$/i;

/**
 * A bare day of the month after a date naming its month in the same sentence is a later day of that month: "The 4th
 * of July, and the tour starts on the 9th" (said in May) is 9 July, "fly out on May 3rd and come back on the 17th" 17 May.
 */
export function daysOfNamedMonth(text: string, sorted: Candidate[]): Candidate[] {
  let named: Candidate | undefined;
  return sorted.map((c) => {
    const bare = c.rule === 'day-of-month' ? BARE_DAY.exec(text.slice(c.start, c.end)) : null;
    if (!bare) {
      if (DAY.test(c.value) && NAMES_MONTH.test(text.slice(c.start, c.end))) named = c;
      return c;
    }
    if (!named || /[.!?]/.test(text.slice(named.end, c.start))) return c;
    const anchor = dayOf(named.value);
    const day = Number(bare[1]);
    const date = anchor && day > anchor.day ? makeDate(anchor.year, anchor.month, day) : null;
    return date ? { ...c, value: valueAt(date, 'day') } : c;
  });
}

export function dateClockTimes(text: string, sorted: Candidate[]): Candidate[] {
  return sorted.map((c, i) => {
    const clock = CLOCK.exec(c.value);
    if (!clock || c.rule === 'clock-day' || c.rule === 'day-clock') return c;
    const near = [sorted[i + 1], sorted[i - 1]].find((o) => o && DAY.test(o.value) && sameClause(text, c, o));
    return near ? { ...c, value: near.value + clock[1] } : c;
  });
}

function sameClause(text: string, a: Candidate, b: Candidate): boolean {
  const [from, to] = a.end <= b.start ? [a.end, b.start] : [b.end, a.start];
  // The earlier expression's last character counts: "9 p.m." may end its sentence.
  return to - from <= CLAUSE_REACH && !/[.;!?]\s+[A-Z]|[;!?]\s/.test(text.slice(from - 1, to));
}

function join(text: string, l: Candidate, r: Candidate): Candidate | null {
  const glue = text.slice(l.end, r.start);
  if (glue.length > 12) return null;
  const leftText = text.slice(l.start, l.end);
  const before = text.slice(Math.max(0, l.start - 8), l.start);
  for (const j of JOINS) {
    if (j.notAfter?.test(before)) continue;
    const m = j.glue.exec(glue);
    const combined = m && j.combine(l, r, leftText, m);
    if (!combined) continue;
    const lead = j.lead?.exec(text.slice(Math.max(0, l.start - 6), l.start))?.[0].length ?? 0;
    return { ...l, ...combined, start: l.start - lead, end: r.end, rule: j.name };
  }
  return null;
}
