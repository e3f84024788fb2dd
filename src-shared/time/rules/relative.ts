import { shift, valueAt, type Day } from '../calendar';
import { alternation, MONTHS, UNITS, unitKey, WEEKDAY_ABBREVIATIONS, WEEKDAYS } from '../lexicon';
import { NUMBER_SOURCE, parseNumber } from '../numbers';
import { RELATION_OFFSET, RELATION_WORDS, resolveBareMonthYear, resolveMonthYear, resolveWeekday, shiftedValue } from '../resolve';
import { pattern, type Meaning, type Rule } from '../rule';
import { sentenceBefore } from '../tense';
import type { Granularity } from '../../domain/time';

/** Expressions resolved against the reference: "yesterday", "last week", "next Friday", "two weekends ago", "a year earlier". */

const REL = `(${alternation(Object.keys(RELATION_WORDS))})`;
const WEEKDAY = `(${alternation(Object.keys(WEEKDAYS))})`;
const ANY_WEEKDAY = `(${alternation([...Object.keys(WEEKDAYS), ...Object.keys(WEEKDAY_ABBREVIATIONS)])})`;
const weekdayNumber = (word: string): number => WEEKDAYS[word.toLowerCase()] ?? WEEKDAY_ABBREVIATIONS[word.toLowerCase()]!;
const CAL_UNIT = '(week|weekend|month|year|quarter|decade|century|day)';
const UNIT = `(${alternation(Object.keys(UNITS))})s?|centuries`;

/** Which of a month's weekdays an ordinal names, from 0; "last" is -1. */
const NTH: Record<string, number> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2, fourth: 3, '4th': 3, last: -1 };

/** The month's nth (or last) day of a weekday (1 = Monday .. 7 = Sunday): "the first Saturday in June". */
function nthWeekdayOfMonth(ref: Day, year: number, month: number, weekday: number, ordinal: string): Day {
  const first = ref.set({ year, month, day: 1 }).startOf('day');
  const days = [0, 1, 2, 3, 4].map((w) => first.plus({ days: ((weekday - first.weekday + 7) % 7) + 7 * w })).filter((d) => d.month === month);
  return days.at(NTH[ordinal.toLowerCase()]!)!;
}

const DAY_WORDS: Record<string, number> = { today: 0, yesterday: -1, tomorrow: 1, 'the day before yesterday': -2, 'the day after tomorrow': 2 };

const relative = (value: string, confidence = 0.9): Meaning => ({ value, timex3Type: 'DATE', type: 'relative', confidence });

/** The value of a whole calendar unit `n` steps away; weekends are the Saturday-Sunday of that ISO week. */
function unitValue(ref: Parameters<typeof shift>[0], unit: string, n: number): string | undefined {
  if (unit === 'weekend') return shiftedValue(ref, 'week', n) + '-WE';
  if (unit === 'decade') return String(Math.floor(ref.year / 10) + n);
  if (unit === 'century') return String(Math.floor(ref.year / 100) + n);
  const g = unit as Granularity;
  return ['day', 'week', 'month', 'quarter', 'year'].includes(g) ? shiftedValue(ref, g, n) : undefined;
}

/**
 * "a few days ago" has no TIMEX3 date, but a reader still needs where to look: two to six units away (or as
 * many as the text says: "two or three weeks ago"), as an approximate interval at that unit's granularity.
 */
export function fewUnitsAway(ref: Day, unit: Granularity, dir: number, nearest = 2, farthest = 6): Pick<Meaning, 'interval' | 'granularity' | 'mod'> {
  const g: Granularity = unit === 'season' ? 'month' : unit;
  const base = ref.startOf(g === 'week' ? 'week' : g === 'quarter' ? 'quarter' : g);
  const near = shift(base, g, dir * nearest);
  const far = shift(base, g, dir * farthest);
  const [from, to] = dir < 0 ? [far, shift(near, g, 1)] : [near, shift(far, g, 1)];
  return { interval: { start: from.toMillis(), end: to.toMillis() }, granularity: g, mod: 'APPROX' };
}

/** A sentence telling what will be done ("I'm heading out", "we'll paint"), not what is ("This week has been crazy"). */
const WILL_DO = /\b(?:will|['’]ll|going to|gonna|(?:am|is|are|['’]m|['’]re)\s+(?!been\b)\w+ing)\b/i;

export const relativeRules: Rule[] = [
  {
    name: 'day-word',
    pattern: pattern(alternation(Object.keys(DAY_WORDS))),
    interpret: (m, ctx) => relative(valueAt(ctx.ref.plus({ days: DAY_WORDS[m[0].toLowerCase()]! }), 'day')),
  },
  {
    name: 'relation-unit',
    pattern: pattern(`(?:the\\s+)?${REL}\\s+(?:(fiscal)\\s+)?${CAL_UNIT}`),
    interpret(m, ctx) {
      const rel = RELATION_WORDS[m[1]!.toLowerCase()]!;
      const unit = m[3]!.toLowerCase();
      // "next fiscal year" is valued as the year it is named by, like "fiscal 1990".
      if (m[2] && unit !== 'year' && unit !== 'quarter') return null;
      // "This weekend I went hiking", said on a weekday, is the weekend just gone
      const gone = unit === 'weekend' && rel === 'this' && ctx.ref.weekday < 6 && ctx.tense(m.index) === 'past';
      // "I'm heading out on the boat this week", said on a Sunday, is the week starting tomorrow
      const coming = unit === 'week' && rel === 'this' && ctx.ref.weekday === 7 && WILL_DO.test(sentenceBefore(ctx.text, m.index));
      // "Hattie is getting married next weekend", said Monday to Thursday, is the weekend coming: none is under way
      const upcoming = unit === 'weekend' && rel === 'next' && ctx.ref.weekday <= 4 && m[1]!.toLowerCase() !== 'following';
      const value = unitValue(ctx.ref, unit, gone ? -1 : coming ? 1 : upcoming ? 0 : RELATION_OFFSET[rel]);
      if (!value) return null;
      // "the following year", "the previous week", "the next day" in narrative count from the date last mentioned.
      const narrative = /^the\s+(?:(?:following|previous|preceding)\s+(?:year|month|week|day)|next\s+day)$/i.test(m[0]);
      return narrative ? { ...relative(value), fromAnchor: { unit: unit as 'year' | 'month' | 'week' | 'day', offset: RELATION_OFFSET[rel] } } : relative(value);
    },
  },
  {
    name: 'that-unit',
    pattern: pattern('(?:(?:earlier|later)\\s+)?that\\s+(year|month|day)'),
    interpret: (m, ctx) => {
      const unit = m[1]!.toLowerCase() as 'year' | 'month' | 'day';
      return { ...relative(unitValue(ctx.ref, unit, 0)!, 0.6), fromAnchor: { unit, offset: 0, required: true } };
    },
  },
  {
    // "We flew home the day after." has no date of its own: it is the day after the one last named, if any
    // ("the day after the wedding", "the day after I arrived" count from an event, so only a clause end, a purpose
    // or a joined clause may follow: "drove up the day before to be with him", "the day after and ...")
    name: 'the-day-before-after',
    pattern: pattern('the\\s+day\\s+(before|after)(?:\\s+that)?(?=\\s*(?:$|[,.;:!?)]|(?:to|and|but|so|because)\\s))'),
    interpret: (m, ctx) => {
      const offset = m[1]!.toLowerCase() === 'after' ? 1 : -1;
      return { ...relative(valueAt(ctx.ref.plus({ days: offset }), 'day'), 0.7), fromAnchor: { unit: 'day', offset, required: true } };
    },
  },
  {
    // "Thursday next week", "next week on Thursday", "Friday of last week": that weekday in that week
    name: 'weekday-of-week',
    pattern: pattern(`${WEEKDAY}\\s+(?:of\\s+)?(next|this|last)\\s+week|(next|this|last)\\s+week(?:['’]s)?\\s+(?:on\\s+)?${WEEKDAY}`),
    interpret(m, ctx) {
      const [, before, relBefore, relAfter, after] = m;
      if (!(before ?? after)![0]!.match(/\p{Lu}/u)) return null;
      const offset = RELATION_OFFSET[RELATION_WORDS[(relBefore ?? relAfter)!.toLowerCase()]!];
      const day = ctx.ref.startOf('week').plus({ weeks: offset, days: WEEKDAYS[(before ?? after)!.toLowerCase()]! - 1 });
      return relative(valueAt(day, 'day'));
    },
  },
  {
    name: 'relation-weekday',
    pattern: pattern(`${REL}\\s+${ANY_WEEKDAY}`),
    interpret(m, ctx) {
      const rel = RELATION_WORDS[m[1]!.toLowerCase()]!;
      const d = resolveWeekday(ctx.ref, weekdayNumber(m[2]!), rel, ctx.tense(m.index));
      return relative(valueAt(d, 'day'));
    },
  },
  {
    name: 'relation-month',
    pattern: pattern(`${REL}\\s+(${alternation(Object.keys(MONTHS).filter((k) => k.length > 3 || k === 'may'))})`),
    interpret(m, ctx) {
      const rel = RELATION_WORDS[m[1]!.toLowerCase()]!;
      const month = MONTHS[m[2]!.toLowerCase()]!;
      const d = ctx.ref.set({ year: resolveMonthYear(ctx.ref, month, rel, ctx.tense(m.index)), month, day: 1 });
      return relative(valueAt(d, 'month'));
    },
  },
  {
    name: 'weekday',
    pattern: pattern(WEEKDAY),
    interpret(m, ctx) {
      if (m[0][0] !== m[0][0]!.toUpperCase()) return null;
      const d = resolveWeekday(ctx.ref, WEEKDAYS[m[1]!.toLowerCase()]!, 'bare', ctx.tense(m.index));
      return relative(valueAt(d, 'day'), 0.8);
    },
  },
  {
    name: 'part-of-unit',
    pattern: pattern(`the\\s+(?:very\\s+)?(end|beginning|start|middle)\\s+of\\s+(?:the|this)\\s+(year|month|week|quarter)`),
    interpret(m, ctx) {
      const value = unitValue(ctx.ref, m[2]!.toLowerCase(), 0);
      const mod = { end: 'END', beginning: 'START', start: 'START', middle: 'MID' }[m[1]!.toLowerCase()];
      return value ? { ...relative(value), mod } : null;
    },
  },
  {
    name: 'year-earlier',
    pattern: pattern('year-(?:earlier|ago)'),
    interpret: (_m, ctx) => ({ ...relative(String(ctx.ref.year - 1), 0.7), fromTopic: { years: -1 } }),
  },
  {
    // "the first weekend of September", "the last weekend in July 2023": that month's nth (or last) Saturday and Sunday
    name: 'nth-weekend-of-month',
    pattern: pattern(`(?:the\\s+)?(first|second|third|fourth|last)\\s+weekend\\s+(?:of|in)\\s+(${alternation(Object.keys(MONTHS))})(?:\\s*,?\\s*(\\d{4}))?`),
    interpret(m, ctx) {
      const month = MONTHS[m[2]!.toLowerCase()]!;
      const year = m[3] ? Number(m[3]) : resolveMonthYear(ctx.ref, month, 'bare', ctx.tense(m.index));
      return relative(valueAt(nthWeekdayOfMonth(ctx.ref, year, month, 6, m[1]!), 'week') + '-WE');
    },
  },
  {
    // "the first Saturday in June", "the last Friday of March 2024": that month's nth (or last) such weekday
    name: 'nth-weekday-of-month',
    pattern: pattern(`(?:the\\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\\s+${WEEKDAY}\\s+(?:of|in)\\s+(${alternation(Object.keys(MONTHS))})(?:\\s*,?\\s*(\\d{4}))?`),
    interpret(m, ctx) {
      const month = MONTHS[m[3]!.toLowerCase()]!;
      const year = m[4] ? Number(m[4]) : resolveBareMonthYear(ctx.ref, month, undefined, ctx.tense(m.index));
      return relative(valueAt(nthWeekdayOfMonth(ctx.ref, year, month, weekdayNumber(m[2]!), m[1]!), 'day'));
    },
  },
  {
    name: 'the-weekend',
    pattern: pattern('the\\s+weekend'),
    interpret(m, ctx) {
      const d = ctx.tense(m.index) === 'past' && ctx.ref.weekday < 6 ? ctx.ref.minus({ weeks: 1 }) : ctx.ref;
      return relative(valueAt(d, 'week') + '-WE', 0.7);
    },
  },
  {
    // "I had a super fun weekend", "how was your weekend?": told in the past, the latest weekend; not "a weekend in
    // Rome in 2019", "a long weekend", "her weekend job" (a described weekend must end its phrase)
    name: 'a-past-weekend',
    pattern: pattern(`(?:(?:my|our|your)\\s+(?:[a-z]+\\s+){0,2}?|(?:a|an)\\s+(?:[a-z]+\\s+){1,2}?)weekend(?=\\s*(?:$|[,.;:!?)\\-–—]|(?:was|is|with|and|so|but|too)\\b))`),
    interpret(m, ctx) {
      if (ctx.tense(m.index) !== 'past' || /\blong\b/i.test(m[0])) return null;
      const d = ctx.ref.weekday < 6 ? ctx.ref.minus({ weeks: 1 }) : ctx.ref;
      return relative(valueAt(d, 'week') + '-WE', 0.6);
    },
  },
  {
    // "I adopted another dog the other day", "the other night": a few days back, like "a few days ago"
    name: 'the-other-day',
    pattern: pattern('the\\s+other\\s+(?:day(?!\\s+of\\b)|night|evening|morning)'),
    interpret: (_m, ctx) => ({ ...relative('PAST_REF', 0.7), ...fewUnitsAway(ctx.ref, 'day', -1) }),
  },
  {
    // "a week or two ago", "two or three days back", "2-3 months ago": somewhere between the two counts back
    name: 'count-range-ago',
    pattern: pattern(
      `(?:(?<low>${NUMBER_SOURCE})\\s*(?:or|to|-|–)\\s*(?<high>${NUMBER_SOURCE})[\\s-]+(?<unit>${UNIT})|an?\\s+(?<oneUnit>${UNIT})\\s+or\\s+(?<two>two|three))\\s+(?<dir>ago|earlier|back|from now|hence)`,
    ),
    interpret(m, ctx) {
      const g = m.groups!;
      const [low, high] = g.low ? [parseNumber(g.low), parseNumber(g.high!)] : [1, parseNumber(g.two!)];
      const unit = unitKey((g.unit ?? g.oneUnit)!);
      if (typeof low !== 'number' || typeof high !== 'number' || !Number.isInteger(low) || !Number.isInteger(high) || low >= high || unit === undefined) return null;
      const info = UNITS[unit]!;
      if (info.clock || unit === 'weekend') return null;
      const dir = /^(?:from now|hence)$/i.test(g.dir!) ? 1 : -1;
      return { ...relative(dir < 0 ? 'PAST_REF' : 'FUTURE_REF', 0.7), ...fewUnitsAway(ctx.ref, info.granularity, dir, low * info.factor, high * info.factor) };
    },
  },
  {
    // "I ran into her the other week": a week or two back; "the other weekend" one of the last few weekends
    name: 'the-other-week',
    pattern: pattern('the\\s+other\\s+(week(?:end)?)(?!\\s+of\\b)'),
    interpret: (m, ctx) => ({ ...relative('PAST_REF', 0.7), ...fewUnitsAway(ctx.ref, 'week', -1, 1, m[1]!.length > 4 ? 3 : 2) }),
  },
  {
    name: 'unit-before-last',
    pattern: pattern(`the\\s+${CAL_UNIT}\\s+(before last|after next)`),
    interpret(m, ctx) {
      const value = unitValue(ctx.ref, m[1]!.toLowerCase(), m[2]!.toLowerCase() === 'before last' ? -2 : 2);
      return value ? relative(value) : null;
    },
  },
  {
    name: 'weekday-before-last',
    pattern: pattern(`the\\s+${ANY_WEEKDAY}\\s+(before\\s+last|after\\s+next)`),
    interpret(m, ctx) {
      const before = /^before/i.test(m[2]!);
      const d = resolveWeekday(ctx.ref, weekdayNumber(m[1]!), before ? 'last' : 'next', ctx.tense(m.index));
      return relative(valueAt(shift(d, 'week', before ? -1 : 1), 'day'));
    },
  },
  {
    // "two Saturdays ago": counting back the Saturdays before the reference, the latest being one
    name: 'count-weekdays-ago',
    pattern: pattern(`(${NUMBER_SOURCE})\\s+${WEEKDAY}s\\s+ago`),
    interpret(m, ctx) {
      const n = parseNumber(m[1]!);
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 10) return null;
      const latest = resolveWeekday(ctx.ref, weekdayNumber(m[2]!), 'last', 'past');
      return relative(valueAt(shift(latest, 'week', 1 - n), 'day'));
    },
  },
  {
    name: 'count-ago',
    // "two weeks before the vote" and "three days later" measure from an event (TimeML tags the length), so only
    // these words make an offset from the reference.
    pattern: pattern(`(${NUMBER_SOURCE})[\\s-]+(?:${UNIT})(?:\\s+or\\s+so)?\\s+(ago|earlier|from now|hence|back)((?<=ago)\\s+today)?`),
    interpret(m, ctx) {
      const n = parseNumber(m[1]!);
      const unit = unitKey(m[0].slice(m[1]!.length).trim().split(/[\s-]+/)[0]!);
      if (n === undefined || unit === undefined) return null;
      const dir = /^(?:from now|hence)$/i.test(m[3]!) ? 1 : -1;
      const info = UNITS[unit]!;
      if (n === 'X') return { ...relative(dir < 0 ? 'PAST_REF' : 'FUTURE_REF', 0.7), ...fewUnitsAway(ctx.ref, info.granularity, dir) };
      if (unit === 'weekend') return relative(shiftedValue(ctx.ref, 'week', dir * n) + '-WE');
      if (info.clock) {
        const d = ctx.ref.plus({ [info.iso === 'H' ? 'hours' : 'minutes']: dir * n });
        return { ...relative(valueAt(d, 'minute')), timex3Type: 'TIME' };
      }
      // Count in the unit's own steps ("a decade ago" = 10 years); name the result by day for weeks ("two weeks ago").
      const base: Granularity = info.granularity === 'season' ? 'month' : info.granularity;
      // "a year ago today" names the very day
      const g: Granularity = base === 'week' || m[4] ? 'day' : base;
      const steps = n * info.factor;
      if (!Number.isInteger(steps)) return null;
      const fromTopic = unit === 'year' ? { years: dir * n } : undefined;
      // "We reached Cusco on 9 May. Three days earlier we had left Lima": counted back from the date last named
      const fromAnchor = /^earlier$/i.test(m[3]!) && (g === 'day' || g === 'month') ? { unit: g, offset: dir * steps * (base === 'week' ? 7 : 1) } : undefined;
      return { ...relative(valueAt(shift(ctx.ref, base, dir * steps), g)), fromTopic, fromAnchor };
    },
  },
];
