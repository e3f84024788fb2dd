import { DateTime } from 'luxon';
import { valueAt } from '../calendar';
import { alternation, MONTHS, ORDINALS, SEASONS } from '../lexicon';
import { expandTwoDigitYear, nearestOccurrence, RELATION_OFFSET, RELATION_WORDS, resolveBareMonthYear, resolveQuarterYear, resolveSeasonYear } from '../resolve';
import { pattern, type Meaning, type Rule } from '../rule';

/** Named parts of years and eras: quarters, halves, seasons, decades, centuries, fiscal years, holidays. */

const ORD = `(${alternation(Object.keys(ORDINALS))})`;
const REL = `(${alternation(Object.keys(RELATION_WORDS))})`;
const SEASON = `(${alternation(Object.keys(SEASONS))})`;
const YEAR_AFTER = `(?:\\s+(?:of\\s+)?(?:fiscal\\s+)?(\\d{4}))?`;

const date = (value: string, type: Meaning['type'] = 'relative', confidence = 0.85): Meaning => ({ value, timex3Type: 'DATE', type, confidence });

const DECADE_WORDS: Record<string, number> = {
  twenties: 2, thirties: 3, forties: 4, fifties: 5, sixties: 6, seventies: 7, eighties: 8, nineties: 9,
};

/** Fixed-date holidays and the rule-based ones that news and journals mention most. */
const HOLIDAYS: Record<string, (year: number) => DateTime> = {
  'christmas day': (y) => DateTime.utc(y, 12, 25),
  christmas: (y) => DateTime.utc(y, 12, 25),
  'christmas eve': (y) => DateTime.utc(y, 12, 24),
  'boxing day': (y) => DateTime.utc(y, 12, 26),
  "new year's day": (y) => DateTime.utc(y, 1, 1),
  "new year's eve": (y) => DateTime.utc(y, 12, 31),
  'independence day': (y) => DateTime.utc(y, 7, 4),
  'valentine\'s day': (y) => DateTime.utc(y, 2, 14),
  // "the day before Valentine's": the day is often left unsaid
  "valentine's": (y) => DateTime.utc(y, 2, 14),
  halloween: (y) => DateTime.utc(y, 10, 31),
  'thanksgiving day': (y) => nthWeekday(y, 11, 4, 4),
  thanksgiving: (y) => nthWeekday(y, 11, 4, 4),
  'labor day': (y) => nthWeekday(y, 9, 1, 1),
  'memorial day': (y) => nthWeekday(y, 5, 1, -1),
  // The Tuesday after the first Monday of November.
  'election day': (y) => nthWeekday(y, 11, 1, 1).plus({ days: 1 }),
  "mother's day": (y) => nthWeekday(y, 5, 7, 2),
  "father's day": (y) => nthWeekday(y, 6, 7, 3),
  'easter sunday': easterSunday,
  easter: easterSunday,
  'good friday': (y) => easterSunday(y).minus({ days: 2 }),
  'easter monday': (y) => easterSunday(y).plus({ days: 1 }),
  "st patrick's day": (y) => DateTime.utc(y, 3, 17),
  "st. patrick's day": (y) => DateTime.utc(y, 3, 17),
  'bonfire night': (y) => DateTime.utc(y, 11, 5),
};

/** Gregorian Easter Sunday (the anonymous Gregorian algorithm). */
function easterSunday(year: number): DateTime {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return DateTime.utc(year, month, day);
}

function nthWeekday(year: number, month: number, weekday: number, n: number): DateTime {
  if (n < 0) {
    const last = DateTime.utc(year, month, 1).endOf('month').startOf('day');
    return last.minus({ days: (last.weekday - weekday + 7) % 7 });
  }
  const first = DateTime.utc(year, month, 1);
  return first.plus({ days: ((weekday - first.weekday + 7) % 7) + 7 * (n - 1) });
}

/** Words that make a season part of a thing's name. */
const SEASON_COMPOUND =
  /^[\s-]+(?:shows?|camps?|jobs?|school|festivals?|fairs?|party|parties|concerts?|collections?|sales?|leagues?|olympics|games|dress(?:es)?|clothes|coats?|menus?|reading|internships?|program(?:me)?s?|courses?|class(?:es)?|sessions?|series|tours?|markets?|exhibitions?|gala|ball|play|musical|recital|productions?|performances?|editions?|cup|tournaments?|retreat|solstice|wardrobe|tires|tyres)\b/i;
/** Words after a season that make it a season of a calendar of things ("the autumn season", "the spring semester"). */
const SEASON_TERM = /^\s+(?:season|term|semester|quarter)\b/i;
/** A capitalised word (a season's, or the next one of a name). */
const NAME_GOES_ON = /^\p{Lu}\p{Ll}/u;
/** Words that make a holiday part of a thing's name ("the Christmas drive on December 23rd"). */
const HOLIDAY_COMPOUND = /^[\s-]+(?:drives?|dinners?|lunch(?:es)?|feasts?|trees?|cards?|presents?|gifts?|shopping|lights|decorations?|jumpers?|sweaters?|movies?|films?|songs?|carols?|specials?|bonus(?:es)?|spirit)\b/i;
/** Words before a holiday named by its possessive alone ("for Valentine's"). */
const BEFORE_BARE_HOLIDAY = /\b(?:on|for|before|after|since|until|till|over|around|by|at|near|past)\s+$/i;
/** Words that make "half" or "quarter" part of a thing's name. */
const COMPOUND_AFTER = /^[\s-]+(?:marathons?|hours?|miles?|dozen|pounds?|pints?|inch(?:es)?|pipes?|backs?|finals?|notes?|time)\b/i;

export const periodRules: Rule[] = [
  {
    name: 'quarter',
    pattern: pattern(`(the\\s+)?(?:(?:fiscal\\s+)?(\\d{4})['’]?s?\\s+|(this|last|next)\\s+year['’]s\\s+)?(?:the\\s+)?(?:fiscal[\\s-]+)?(?:year[\\s-]+)?${ORD}(-|\\s+)(?:fiscal[\\s-]+)?(quarter|half)${YEAR_AFTER}`),
    interpret(m, ctx) {
      const ord = ORDINALS[m[4]!.toLowerCase()]!;
      const half = m[6]!.toLowerCase() === 'half';
      // "my first half marathon", "the first quarter mile" name a thing, not a part of a year
      if (!m[7] && COMPOUND_AFTER.test(ctx.text.slice(m.index + m[0].length))) return null;
      const n = ord < 0 ? (half ? 2 : 4) : ord;
      if (n > (half ? 2 : 4)) return null;
      const explicit = m[2] ?? m[7];
      const yearShift = m[3] ? RELATION_OFFSET[RELATION_WORDS[m[3].toLowerCase()]!] : 0;
      // A half is placed by its first quarter: H1 written in March is this year's.
      const q = half ? 2 * n - 1 : n;
      const year = explicit ? Number(explicit) : m[3] ? ctx.ref.year + yearShift : resolveQuarterYear(ctx.ref, q, ctx.tense(m.index));
      // "the third-quarter loss": the determiner belongs to the noun the hyphenated adjective qualifies.
      const trimStart = m[1] && m[5] === '-' && !m[2] && !m[3] ? m[1].length : 0;
      return { ...date(`${year}-${half ? 'H' : 'Q'}${n}`, explicit ? 'absolute' : 'relative'), trimStart };
    },
  },
  {
    name: 'relation-quarter',
    pattern: pattern(`the\\s+(?:(?:${REL}|latest|most\\s+recent|year-earlier|year-ago|(?:same|comparable|corresponding)(?:\\s+year-(?:earlier|ago))?)\\s+)?(?:fiscal\\s+)?(?:quarter|period)|(?:${REL}|latest|year-earlier|year-ago)\\s+(?:fiscal\\s+)?quarter`),
    interpret(m, ctx) {
      const word = m[0].toLowerCase();
      const relWord = m[1] ?? m[2];
      if (/period$/.test(word) && !/latest|recent|year-|same|comparable|corresponding/.test(word)) return null;
      const rel = relWord ? RELATION_WORDS[relWord.toLowerCase()]! : 'this';
      // Reports speak of the latest completed quarter ("the quarter", "the latest period"); "year-ago" is that quarter a year earlier.
      const latest = !relWord || /latest|recent|year-|same|comparable|corresponding/.test(word) ? -1 : 0;
      const back = /year-(?:earlier|ago)/.test(word) ? -4 : 0;
      const q = ctx.ref.plus({ months: 3 * (RELATION_OFFSET[rel] + latest + back) });
      // "The latest quarter" is the last completed calendar quarter even when a fiscal quarter is under discussion.
      if (/latest|most\s+recent/.test(word)) return date(valueAt(q, 'quarter'));
      return { ...date(valueAt(q, 'quarter')), fromTopic: { years: back ? -1 : 0 } };
    },
  },
  {
    name: 'week-of-month',
    pattern: pattern(`(?:the\\s+)?${ORD}\\s+week\\s+of\\s+(${alternation(Object.keys(MONTHS).filter((k) => k.length > 3 || k === 'may'))})(?:,?\\s+(\\d{4}))?`),
    interpret(m, ctx) {
      const ord = ORDINALS[m[1]!.toLowerCase()]!;
      const month = MONTHS[m[2]!.toLowerCase()]!;
      const year = m[3] ? Number(m[3]) : resolveBareMonthYear(ctx.ref, month, undefined, ctx.tense(m.index));
      const first = DateTime.utc(year, month, 1);
      // A month's weeks are the Monday-to-Sunday weeks with most of their days in it, as ISO 8601 counts a year's:
      // the first holds the 4th, the last the fourth day from the end ("the first week of May 2022" is not 25 April).
      const day = ord < 0 ? first.endOf('month').minus({ days: 3 }) : first.plus({ days: 3, weeks: ord - 1 });
      if (day.month !== month) return null;
      return date(valueAt(day, 'week'), m[3] ? 'absolute' : 'relative');
    },
  },
  {
    name: 'year-period',
    pattern: pattern('the\\s+(\\d{4})\\s+(?:period|quarter)'),
    interpret: (m) => ({ ...date(m[1]!, 'absolute'), fromTopic: { year: Number(m[1]) } }),
  },
  {
    name: 'season',
    pattern: pattern(`(?:the\\s+)?(?:${REL}\\s+)?${SEASON}(?:\\s+(?:of\\s+)?(\\d{4}))?`),
    interpret(m, ctx) {
      const season = SEASONS[m[2]!.toLowerCase()]!;
      const rel = m[1] ? RELATION_WORDS[m[1].toLowerCase()]! : 'bare';
      // "fall" and "spring" are verbs and nouns too: a bare season word needs a year, a relation or a preposition.
      const context = ctx.text.slice(Math.max(0, m.index - 8), m.index) + m[0];
      if (!m[1] && !m[3] && !/\b(?:in|this|last|next|the|during|since|until|by|early|late|mid|of)\s+\w+$/i.test(context)) return null;
      // "the summer show", "a winter coat" name a thing of the season, not a time ("the summer holidays" is one)
      if (!m[3] && SEASON_COMPOUND.test(ctx.text.slice(m.index + m[0].length))) return null;
      // a capitalised season before a capitalised word begins a name ("the Spring Regatta", "Winter Wonderland")
      if (!m[3] && NAME_GOES_ON.test(m[2]!) && NAME_GOES_ON.test(ctx.text.slice(m.index + m[0].length).trimStart())) return null;
      // "staying until spring" said in March waits for the next one; "later in the summer" said in July is this one
      const awaited = rel === 'bare' && /\b(?:until|till|by)\s+(?:the\s+)?$/i.test(ctx.text.slice(Math.max(0, m.index - 10), m.index));
      // "selected for the autumn season" said in August: a season of a calendar of things is the one running or next,
      // whatever the tense of what was done for it
      const term = rel === 'bare' && SEASON_TERM.test(ctx.text.slice(m.index + m[0].length));
      const year = m[3] ? Number(m[3]) : resolveSeasonYear(ctx.ref, season, awaited ? 'next' : rel, term ? 'future' : ctx.tense(m.index));
      return date(`${year}-${season}`, m[3] ? 'absolute' : 'relative');
    },
  },
  {
    name: 'decade',
    pattern: pattern(`(?:the\\s+)?(?:(\\d{3})0['’]?s|['’](\\d)0s|(${alternation(Object.keys(DECADE_WORDS))}))`),
    interpret(m, ctx) {
      if (m[1]) return date(m[1], 'absolute');
      const d = m[2] !== undefined ? Number(m[2]) : DECADE_WORDS[m[3]!.toLowerCase()]!;
      if (m[3] && !/^the\s/i.test(m[0])) return null;
      return date(String(Math.floor(expandTwoDigitYear(ctx.ref, d * 10) / 10)));
    },
  },
  {
    name: 'century',
    pattern: pattern(`(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\s+century`),
    interpret: (m) => date(String(Number(m[1]) - 1).padStart(2, '0'), 'absolute'),
  },
  {
    name: 'year-end',
    pattern: pattern(`year[\\s-]end|year['’]s\\s+end`),
    interpret: (_m, ctx) => ({ ...date(String(ctx.ref.year)), mod: 'END' }),
  },
  {
    name: 'fiscal-year',
    pattern: pattern(`(?:the\\s+)?fiscal(?:\\s+year)?\\s+(\\d{4}|['’]\\d{2})`),
    interpret(m, ctx) {
      const y = m[1]!.length === 4 ? Number(m[1]) : expandTwoDigitYear(ctx.ref, Number(m[1]!.slice(1)));
      return date(String(y), 'absolute');
    },
  },
  {
    name: 'holiday',
    pattern: pattern(`(?:(last|next|this)\\s+)?(${alternation(Object.keys(HOLIDAYS)).replace(/'/g, "['’]")})(?:\\s+(\\d{4}))?`),
    interpret(m, ctx) {
      const [, relation, holiday, explicitYear] = m;
      const at = HOLIDAYS[holiday!.toLowerCase().replace(/’/g, "'")];
      if (!at || holiday![0] !== holiday![0]!.toUpperCase()) return null;
      if (explicitYear) return relation ? null : date(valueAt(at(Number(explicitYear)), 'day'), 'absolute');
      const after = ctx.text.slice(m.index + m[0].length);
      if (SEASON_COMPOUND.test(after) || HOLIDAY_COMPOUND.test(after)) return null;
      // "the day before Valentine's" is the holiday, "my friend Valentine's house" someone's
      if (/['’]s$/.test(holiday!) && !relation && !BEFORE_BARE_HOLIDAY.test(ctx.text.slice(0, m.index))) return null;
      // "last Thanksgiving" is the latest one before the reference, "next Christmas" the first after it
      const said = relation?.toLowerCase();
      const year =
        said === 'this' ? ctx.ref.year : nearestOccurrence(ctx.ref, said === 'last' ? 'past' : said === 'next' ? 'future' : ctx.tense(m.index), at, said !== undefined)!;
      return date(valueAt(at(year), 'day'));
    },
  },
];
