import { alternation, DAY_PARTS, MONTHS, WEEKDAYS, UNITS } from '../lexicon';
import { NUMBER_SOURCE, parseNumber } from '../numbers';
import { pattern, type Rule } from '../rule';
import { isoDuration } from './durations';

/** Recurrences: "daily", "annually", "every Monday", "each month", "twice a week", "five days a week", "$1.35 a share ... a year". */

const ADVERBS: Record<string, string> = {
  daily: 'P1D', nightly: 'P1D', weekly: 'P1W', monthly: 'P1M', annually: 'P1Y', yearly: 'P1Y',
  hourly: 'PT1H', biweekly: 'P2W', 'semi-annually': 'P6M', semiannually: 'P6M',
};
const UNIT_WORD = `(?:${alternation(Object.keys(UNITS))})s?`;
const WEEKDAY = `(${alternation(Object.keys(WEEKDAYS))})`;

const set = (value: string, confidence = 0.85) => ({ value, timex3Type: 'SET' as const, type: 'recurring' as const, confidence });

export const setRules: Rule[] = [
  {
    name: 'set-adverb',
    pattern: pattern(alternation(Object.keys(ADVERBS))),
    interpret: (m) => set(ADVERBS[m[0].toLowerCase()]!),
  },
  {
    name: 'every-weekday',
    pattern: pattern(`((?:every|each)\\s+(?:other\\s+)?)?${WEEKDAY}(s)?(?:\\s+(morning|afternoon|evening|night)(s)?)?`),
    interpret(m) {
      // A recurrence needs "every"/"each" or a plural ("Tuesdays", "Tuesday nights"); "Tuesday" alone is one day.
      if (!m[1] && !m[3] && !m[5]) return null;
      const part = m[4] ? 'T' + DAY_PARTS[m[4].toLowerCase()] : '';
      return set(`XXXX-WXX-${WEEKDAYS[m[2]!.toLowerCase()]}${part}`);
    },
  },
  {
    name: 'every-month-name',
    pattern: pattern(`(?:every|each)\\s+(${alternation(Object.keys(MONTHS).filter((k) => k.length > 3 || k === 'may'))})`),
    interpret: (m) => set(`XXXX-${String(MONTHS[m[1]!.toLowerCase()]).padStart(2, '0')}`),
  },
  {
    name: 'every-unit',
    pattern: pattern(`(?:every|each|per)\\s+(?:(${NUMBER_SOURCE})\\s+)?(${UNIT_WORD}|other\\s+${UNIT_WORD})`),
    interpret(m) {
      const other = /^other\s+/i.exec(m[2]!);
      const n = other ? 2 : m[1] ? parseNumber(m[1]) : 1;
      const value = n === undefined ? undefined : isoDuration(n, m[2]!.slice(other ? other[0].length : 0));
      return value ? set(value) : null;
    },
  },
  {
    name: 'amount-per-unit',
    // "$1.76 a year", "700 seats a week": a rate, so a recurrence, not a length.
    pattern: pattern(`(?:a|an|per)\\s+(${UNIT_WORD})`),
    interpret(m, ctx) {
      const before = ctx.text.slice(Math.max(0, m.index - 30), m.index);
      if (!/(?:\d|million|billion|percent|cents?|dollars?)(?:\s+[a-z]+){0,2}\s+$/i.test(before)) return null;
      const value = isoDuration(1, m[1]!);
      return value ? set(value, 0.7) : null;
    },
    priority: 1,
  },
  {
    name: 'rate-per-unit',
    // "twice a week", "five days a week", "two hours a day", "five runs a week": how often, not how long
    pattern: pattern(`(?:once|twice|\\w+ times|(?:${NUMBER_SOURCE})\\s+[a-z]+s)\\s+(?:a|an|per)\\s+(${UNIT_WORD})`),
    interpret(m) {
      const value = isoDuration(1, m[1]!);
      return value ? set(value) : null;
    },
  },
];
