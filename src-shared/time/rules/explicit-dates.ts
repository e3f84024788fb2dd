import { makeDate, valueAt } from '../calendar';
import { alternation, MONTHS, WEEKDAYS } from '../lexicon';
import { expandTwoDigitYear, nearestYear, resolveBareMonthYear, resolveDayOfMonth, resolveWeekdayDayOfMonth } from '../resolve';
import { pattern, type Meaning, type Rule, type RuleContext } from '../rule';

/** What follows a count or measure, not a year: "1990 tons", "1500 metres", "2000 words". */
const MEASURED =
  /^(?:[.,/-]\d|\s*(?:%|percent|tons?|people|shares|points|feet|meters|metres|miles|km|kilomet(?:er|re)s|yards|laps|steps|words|pages|calories|kg|grams|litres|liters|dollars|yen|units|acres|votes|cars|workers|barrels|pounds|followers|views|copies|signatures|guests|runners|visitors|students|members)\b)/i;

/** Calendar dates written out: "March 5, 1998", "5 March", "Sept. 30", "March 1998", "1998-03-05", "3/5/98", "1953", "'58". */

const FULL_MONTHS = Object.keys(MONTHS).filter((k) => k.length > 4 || ['may', 'june', 'july'].includes(k));
const ABBREVIATIONS = Object.keys(MONTHS).filter((k) => !FULL_MONTHS.includes(k));
/** A full name, or an abbreviation with its optional period (a full name's period ends the sentence). */
const MONTH = `(${alternation(FULL_MONTHS)}|(?:${alternation(ABBREVIATIONS)})\\.?)`;
const DAY = `(\\d{1,2})(?:st|nd|rd|th)?`;
/** "for/until/by/since/from/after/before/to the 25th" dates a day when no noun follows the ordinal ("for the 3rd year"). */
const PREPOSITION_BEFORE = /\b(?:for|until|till|by|since|from|after|before|to|through)\s+$/i;
const NOTHING_NAMED_AFTER = /^(?:\s*(?:[.,!?;:)]|$)|\s+(?:at|in|and|or|but|so|when|because|if|to|then|instead)\b|\s*-)/i;
/** "The 30th, you're coming.", "It's the 30th!": a day of the month said alone, as an answer opening its sentence or after "it's". */
const SAID_ALONE_BEFORE = /(?:^|[.!?]\s+)\s*$|\b(?:it['’]s|it is|it was|that['’]s)\s+$/i;
const YEAR = `(\\d{4})`;

/**
 * Lower-case month words are not months ("may", "march"); nor, standing alone, is an abbreviation without its
 * period ("Jan" next to a day number is fine).
 */
function monthOf(word: string, alone: boolean): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  const month = MONTHS[w];
  if (month === undefined) return undefined;
  if (word[0] !== word[0]!.toUpperCase()) return undefined;
  if (alone && !FULL_MONTHS.includes(w) && !word.endsWith('.')) return undefined;
  return month;
}

const date = (year: number, month: number, day: number): Meaning | null => {
  const d = makeDate(year, month, day);
  return d ? { value: valueAt(d, 'day'), timex3Type: 'DATE', type: 'absolute' } : null;
};

/** Words a year follows ("in two thousand", "since two thousand"). */
const YEAR_CUE = /\b(?:in|since|by|until|till|from|around|before|after|of)\s+$/i;
/** Spoken years, as transcripts write them: "nineteen ninety-six", "two thousand and one". */
const SPELLED_TENS: Record<string, number> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SPELLED_ONES: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };

/** Days of the month spelled as ordinals, as people write them: "the ninth of February", "March the twenty-first". */
const ORDINAL_DAYS: Record<string, number> = (() => {
  const ones = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
  const teens = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
  const days: Record<string, number> = { twentieth: 20, thirtieth: 30, 'thirty-first': 31, 'thirty first': 31 };
  ones.forEach((word, i) => {
    days[word] = i + 1;
    days[`twenty-${word}`] = days[`twenty ${word}`] = 21 + i;
  });
  teens.forEach((word, i) => (days[word] = 10 + i));
  return days;
})();
const ORDINAL_DAY = `(${alternation(Object.keys(ORDINAL_DAYS))})`;
const ordinalDay = (word: string) => String(ORDINAL_DAYS[word.toLowerCase().replace(/\s+/, ' ')]);

/**
 * The year of a month-day: a verb right before it decides, else the nearest year with the clause's tense, which may
 * tell none ("I registered for the triathlon. August 19th.").
 */
function nearestYearOf(ctx: RuleContext, at: number, month: number, day: number): number | undefined {
  const adjacent = ctx.adjacentTense(at);
  return adjacent ? nearestYear(ctx.ref, month, day, adjacent, true) : nearestYear(ctx.ref, month, day, ctx.toldTense(at));
}

const yearNumber = (s: string): number | undefined => {
  const y = Number(s);
  return y >= 1000 && y <= 2999 ? y : undefined;
};

/** A month-day date, in the year written or, without one, in the year the context points to (then relative). */
function monthDay(ctx: Parameters<Rule['interpret']>[1], at: number, monthText: string, dayText: string, yearText: string | undefined) {
  const month = monthOf(monthText, false);
  const day = Number(dayText);
  if (month === undefined) return null;
  if (yearText !== undefined) {
    const y = yearNumber(yearText);
    return y === undefined ? null : date(y, month, day);
  }
  const y = nearestYearOf(ctx, at, month, day);
  return y === undefined ? null : { ...date(y, month, day)!, type: 'relative' as const };
}

export const explicitDateRules: Rule[] = [
  {
    name: 'month-day-year',
    pattern: pattern(`${MONTH}\\s+${DAY}(?:,?\\s+${YEAR})?`),
    interpret: (m, ctx) => monthDay(ctx, m.index, m[1]!, m[2]!, m[3]),
  },
  {
    name: 'day-month-year',
    pattern: pattern(`${DAY}\\s+(?:of\\s+)?${MONTH}(?:,?\\s+${YEAR})?`),
    interpret: (m, ctx) => monthDay(ctx, m.index, m[2]!, m[1]!, m[3]),
  },
  {
    name: 'spelled-day-month-year',
    pattern: pattern(`${ORDINAL_DAY}\\s+of\\s+${MONTH}(?:,?\\s+${YEAR})?`),
    interpret: (m, ctx) => monthDay(ctx, m.index, m[2]!, ordinalDay(m[1]!), m[3]),
  },
  {
    name: 'month-spelled-day-year',
    pattern: pattern(`${MONTH}\\s+the\\s+${ORDINAL_DAY}(?:,?\\s+${YEAR})?`),
    interpret: (m, ctx) => monthDay(ctx, m.index, m[1]!, ordinalDay(m[2]!), m[3]),
  },
  {
    name: 'month-year',
    pattern: pattern(`${MONTH},?\\s+(?:of\\s+)?${YEAR}`),
    interpret(m) {
      const month = monthOf(m[1]!, false);
      const y = yearNumber(m[2]!);
      const d = month === undefined || y === undefined ? undefined : makeDate(y, month);
      return d ? { value: valueAt(d, 'month'), timex3Type: 'DATE', type: 'absolute' } : null;
    },
  },
  {
    name: 'month',
    pattern: pattern(MONTH),
    interpret(m, ctx) {
      const month = monthOf(m[1]!, true);
      if (month === undefined) return null;
      // A bare "May"/"March" needs a temporal preposition or determiner before it to count as a month.
      const cue = /\b(?:(back in|in|of|for|since|until|till|by|from|to|between|during|through|last|next|this|early|late|mid|before|after|end|and|or)\s+|(early|late|mid)-)$/i.exec(
        ctx.text.slice(Math.max(0, m.index - 12), m.index),
      );
      const preposition = cue?.[1] ?? cue?.[2];
      if ((month === 5 || month === 3) && !preposition) return null;
      const d = makeDate(resolveBareMonthYear(ctx.ref, month, preposition, ctx.toldTense(m.index)), month)!;
      return { value: valueAt(d, 'month'), timex3Type: 'DATE', type: 'relative', confidence: 0.8 };
    },
  },
  {
    name: 'day-of-month',
    pattern: pattern(`(?:on\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th)`),
    interpret(m, ctx) {
      // Only as a date: "on the 5th", "Monday the 8th", "booked for the 25th."; "the 5th floor", "for the 9th symphony" are not.
      const weekday = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+$/i.exec(ctx.text.slice(Math.max(0, m.index - 10), m.index))?.[1];
      const after = ctx.text.slice(m.index + m[0].length, m.index + m[0].length + 12);
      const cued = (PREPOSITION_BEFORE.test(ctx.text.slice(Math.max(0, m.index - 8), m.index)) || SAID_ALONE_BEFORE.test(ctx.text.slice(Math.max(0, m.index - 10), m.index))) && NOTHING_NAMED_AFTER.test(after);
      if (!/^on\s/i.test(m[0]) && !weekday && !cued) return null;
      if (/^\s+(?:floor|century|anniversary|place|time|round|grade|birthday|of)\b/i.test(ctx.text.slice(m.index + m[0].length, m.index + m[0].length + 14))) return null;
      const tense = ctx.tense(m.index);
      const d = weekday ? resolveWeekdayDayOfMonth(ctx.ref, Number(m[1]), WEEKDAYS[weekday.toLowerCase()]!, tense) : resolveDayOfMonth(ctx.ref, Number(m[1]), tense);
      const trimStart = /^on\s+/i.exec(m[0])?.[0].length ?? 0;
      return d ? { value: valueAt(d, 'day'), timex3Type: 'DATE', type: 'relative', confidence: 0.7, trimStart } : null;
    },
  },
  {
    name: 'iso-date',
    pattern: pattern(`(\\d{4})-(\\d{2})-(\\d{2})`),
    interpret: (m) => date(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  {
    name: 'numeric-date',
    pattern: pattern(`(\\d{1,2})/(\\d{1,2})/(\\d{2}|\\d{4})`),
    interpret(m, ctx) {
      const yy = Number(m[3]);
      const year = m[3]!.length === 2 ? expandTwoDigitYear(ctx.ref, yy) : yy;
      return date(year, Number(m[1]), Number(m[2]));
    },
  },
  {
    name: 'year',
    pattern: pattern(`(1[0-9]\\d{2}|20\\d{2})`),
    interpret(m, ctx) {
      const before = ctx.text.slice(Math.max(0, m.index - 2), m.index);
      const after = ctx.text.slice(m.index + 4, m.index + 16);
      // Amounts, measures and pieces of numeric dates are not years: "$1990", "1,990", "1990 tons", "2023/02/30".
      if (/[$£€#]\s?$|\d[,./]$/.test(before) || MEASURED.test(after)) return null;
      const y = Number(m[1]);
      return { value: String(y), timex3Type: 'DATE', type: 'absolute', confidence: Math.abs(y - ctx.ref.year) < 150 ? 0.9 : 0.5 };
    },
  },
  {
    name: 'spelled-year',
    pattern: pattern(`(?:the\\s+year\\s+)?(?:(eighteen|nineteen)[\\s-]+(${alternation(Object.keys(SPELLED_TENS))})(?:[\\s-]+(${alternation(Object.keys(SPELLED_ONES))}))?|two\\s+thousand(?:\\s+and)?(?:[\\s-]+(${alternation(Object.keys(SPELLED_ONES))}))?)`),
    interpret(m, ctx) {
      // "two thousand years" is a count, not the year 2000.
      if (/^[\s-]+(?:years?|days?|months?|weeks?|hours?|people|dollars?)\b/i.test(ctx.text.slice(m.index + m[0].length, m.index + m[0].length + 10))) return null;
      // "Two thousand pounds from the council": a bare "two thousand" is a year only where a year is told ("in two thousand")
      const bare = !m[1] && !m[4] && !/^the\s+year\b/i.test(m[0]);
      if (bare && !YEAR_CUE.test(ctx.text.slice(Math.max(0, m.index - 12), m.index))) return null;
      const century = m[1] ? (m[1].toLowerCase() === 'eighteen' ? 1800 : 1900) : 2000;
      const tens = m[2] ? SPELLED_TENS[m[2].toLowerCase()]! : 0;
      const ones = m[3] ?? m[4];
      const unit = ones ? SPELLED_ONES[ones.toLowerCase()]! : 0;
      if (tens >= 10 && tens < 20 && unit) return null;
      return { value: String(century + tens + unit), timex3Type: 'DATE', type: 'absolute' };
    },
  },
  {
    name: 'apostrophe-year',
    pattern: /(?<![\w'’])['’](\d{2})(?![\w'’])/g,
    interpret: (m, ctx) => ({ value: String(expandTwoDigitYear(ctx.ref, Number(m[1]))), timex3Type: 'DATE', type: 'absolute' }),
  },
];
