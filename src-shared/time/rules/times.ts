import { interpretValue, valueAt } from '../calendar';
import { alternation, DAY_PARTS, WEEKDAYS } from '../lexicon';
import { resolveWeekday } from '../resolve';
import { pattern, type Meaning, type Rule, type RuleContext } from '../rule';

/** Times of day: "10:30 a.m.", "3 pm", "noon", "tonight", "this morning", "Friday night", "yesterday afternoon". */

const MERIDIEM = `(a\\.m\\.|p\\.m\\.|am|pm|a\\.m|p\\.m)`;
const ZONE = `(?:\\s+(?:EST|EDT|CST|CDT|PST|PDT|GMT|UTC|[ECMP]T))?`;
const PART = `(${alternation(Object.keys(DAY_PARTS).filter((p) => p !== 'tonight'))})`;
const DAY_ANCHORS: Record<string, number> = { today: 0, this: 0, yesterday: -1, tomorrow: 1, last: -1 };
const ANCHOR = `(${alternation(Object.keys(DAY_ANCHORS))}|${alternation(Object.keys(WEEKDAYS))})`;

const time = (value: string, type: Meaning['type'] = 'relative', confidence = 0.9): Meaning => ({ value, timex3Type: 'TIME', type, confidence });

/** The day a "Friday night" / "yesterday morning" anchor names. */
function anchorDay(ctx: RuleContext, word: string, at: number) {
  const w = word.toLowerCase();
  if (w in WEEKDAYS) return resolveWeekday(ctx.ref, WEEKDAYS[w]!, 'bare', ctx.tense(at));
  return ctx.ref.plus({ days: DAY_ANCHORS[w]! });
}

export const timeRules: Rule[] = [
  {
    name: 'night-before-last',
    pattern: pattern('the\\s+night\\s+before\\s+last'),
    interpret: (_m, ctx) => time(`${valueAt(ctx.ref.minus({ days: 2 }), 'day')}TNI`),
  },
  {
    name: 'clock-meridiem',
    pattern: pattern(`(\\d{1,2})(?:[:.](\\d{2}))?\\s*${MERIDIEM}${ZONE}`),
    interpret(m, ctx) {
      let hour = Number(m[1]);
      const minute = m[2] ? Number(m[2]) : 0;
      if (hour < 1 || hour > 12 || minute > 59) return null;
      const pm = m[3]!.toLowerCase().startsWith('p');
      hour = (hour % 12) + (pm ? 12 : 0);
      return time(valueAt(ctx.ref.set({ hour, minute }), 'minute'));
    },
  },
  {
    name: 'clock-24h',
    pattern: pattern(`(?:at\\s+)?([01]?\\d|2[0-3]):([0-5]\\d)(?:\\s+o['’]clock)?${ZONE}`),
    interpret(m, ctx) {
      // A bare "12:30" is a time only after "at" or with a zone: otherwise it is too often a score or a ratio.
      if (!/^at\s/i.test(m[0]) && !/[A-Z]$/.test(m[0])) return null;
      const start = /^at\s+/i.exec(m[0])?.[0].length ?? 0;
      return { ...time(valueAt(ctx.ref.set({ hour: Number(m[1]), minute: Number(m[2]) }), 'minute')), trimStart: start };
    },
  },
  {
    name: 'oclock',
    pattern: pattern(`(\\w+)\\s+o['’]clock`),
    interpret(m, ctx) {
      const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
      const hour = /^\d+$/.test(m[1]!) ? Number(m[1]) : words.indexOf(m[1]!.toLowerCase()) + 1;
      return hour >= 1 && hour <= 12 ? time(valueAt(ctx.ref.set({ hour, minute: 0 }), 'minute')) : null;
    },
  },
  {
    name: 'hour-of-day-part',
    // "at 4:12 in the morning" is one time, not "12 in the morning" after a stray "4:"
    pattern: pattern(`(?<![\\d:.])(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:[:.]([0-5]\\d))?\\s+in\\s+the\\s+(morning|afternoon|evening)`),
    interpret(m, ctx) {
      const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
      const hour = /^\d+$/.test(m[1]!) ? Number(m[1]) : words.indexOf(m[1]!.toLowerCase()) + 1;
      if (hour < 1 || hour > 12 || (m[2] && !/^\d+$/.test(m[1]!))) return null;
      const h24 = m[3]!.toLowerCase() === 'morning' ? hour % 12 : (hour % 12) + 12;
      return time(valueAt(ctx.ref.set({ hour: h24, minute: m[2] ? Number(m[2]) : 0 }), 'minute'));
    },
  },
  {
    name: 'noon-midnight',
    pattern: pattern('noon|midnight|midday'),
    interpret: (m, ctx) => time(`${valueAt(ctx.ref, 'day')}T${m[0].toLowerCase() === 'midnight' ? '24:00' : '12:00'}`),
  },
  {
    name: 'tonight',
    pattern: pattern('tonight'),
    interpret: (_m, ctx) => time(`${valueAt(ctx.ref, 'day')}TNI`),
  },
  {
    name: 'day-part',
    pattern: pattern(`${ANCHOR}\\s+${PART}`),
    interpret(m, ctx) {
      const anchor = m[1]!;
      if (anchor[0] !== anchor[0]!.toUpperCase() && anchor.toLowerCase() in WEEKDAYS) return null;
      if (anchor.toLowerCase() === 'last' && m[2]!.toLowerCase() !== 'night') return null;
      const day = anchorDay(ctx, anchor, m.index);
      const value = `${valueAt(day, 'day')}T${DAY_PARTS[m[2]!.toLowerCase()]}`;
      if (!(anchor.toLowerCase() in WEEKDAYS)) return time(value);
      // Annotators give a named day's part ("Wednesday night") the DATE of that day; the interval keeps the part.
      const { interval, granularity } = interpretValue(value);
      return { ...time(valueAt(day, 'day')), timex3Type: 'DATE', interval, granularity };
    },
  },
];
