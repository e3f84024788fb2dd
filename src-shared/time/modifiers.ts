import type { Candidate } from './rule';

/**
 * Words around a date that TimeML keeps in the span and records as a mod: "early 2011" (START), "late November"
 * (END), "mid-1990s", "the end of 1990", "earlier this year", "the next year or so" (APPROX).
 */
interface Prefix {
  re: RegExp;
  mod: string;
  /** What the expression itself must look like for the prefix to apply. */
  own?: RegExp;
}

const POSITION_PREFIXES: Prefix[] = [
  // whole words only: "the first weekend of September" has no "end of September"
  { re: /(?<![\w-])(?:the\s+)?(?:very\s+)?(?:beginning|start|dawn)\s+of\s+(?:the\s+)?$/i, mod: 'START' },
  { re: /(?<![\w-])(?:the\s+)?(?:very\s+)?end\s+of\s+(?:the\s+)?$/i, mod: 'END' },
  { re: /(?<![\w-])(?:the\s+)?middle\s+of\s+(?:the\s+)?$/i, mod: 'MID' },
  { re: /(?<![\w-])(?:the\s+)?early(?:\s+in)?[\s-]+$/i, mod: 'START' },
  { re: /(?<![\w-])(?:the\s+)?late(?:\s+in)?[\s-]+$/i, mod: 'END' },
  { re: /(?<![\w-])(?:the\s+)?mid-?\s*$/i, mod: 'MID' },
  { re: /(?<![\w-])post-$/i, mod: 'AFTER' },
  { re: /(?<![\w-])pre-$/i, mod: 'BEFORE' },
];
/** "earlier this year" is kept whole by annotators; "earlier this week", "earlier Friday" are not. */
const LONG_PERIOD_PREFIXES: Prefix[] = [
  { re: /(?<![\w-])earlier(?:\s+in)?\s+$/i, mod: 'START' },
  { re: /(?<![\w-])later(?:\s+in)?\s+$/i, mod: 'END' },
];
const LONG_PERIOD = /^\d{4}(?:-(?:\d{2}|Q\d|H\d|SP|SU|FA|WI))?$/;
/** Quantity qualifiers TimeML keeps in the span: "nearly forty years", "more than four decades ago", "around 7:15 p.m.". */
const QUANTITY_PREFIXES: Prefix[] = [
  { re: /(?<![\w-])(?:about|around|approximately|roughly|some)\s+$/i, mod: 'APPROX' },
  { re: /(?<![\w-])(?:nearly|almost|less than|under|fewer than)\s+$/i, mod: 'LESS_THAN' },
  { re: /(?<![\w-])more than\s+$/i, mod: 'MORE_THAN' },
  // "over an hour" is a quantity; "over three years" is mostly "during", which annotators leave out.
  { re: /(?<![\w-])over\s+$/i, mod: 'MORE_THAN', own: /^an?\s/i },
  { re: /(?<![\w-])at least\s+$/i, mod: 'EQUAL_OR_MORE' },
  { re: /(?<![\w-])(?:up to|no more than|at most)\s+$/i, mod: 'EQUAL_OR_LESS' },
];
const SUFFIXES: Prefix[] = [{ re: /^\s+or\s+so\b/i, mod: 'APPROX' }];

/** Values a position modifier can qualify: calendar dates and decades, not durations or vague references. */
const QUALIFIABLE = /^\d{2,4}(?:-(?:\d{2}|Q\d|H\d|SP|SU|FA|WI|W\d{2}))?(?:-\d{2})?$/;
/** Quantity qualifiers apply to counted lengths and offsets ("two years", "four years ago") and clock times. */
const QUANTIFIED = /^(?:\d|an?\s|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a\s|several|a few)/i;

export function applyModifiers(text: string, candidates: Candidate[]): Candidate[] {
  return candidates.map((c) => {
    const own = text.slice(c.start, c.end);
    const quantified = (c.timex3Type !== 'DATE' || c.rule === 'count-ago') && QUANTIFIED.test(own);
    const position = c.timex3Type === 'DATE' && QUALIFIABLE.test(c.value);
    const prefixes = quantified ? QUANTITY_PREFIXES : position ? [...POSITION_PREFIXES, ...(LONG_PERIOD.test(c.value) ? LONG_PERIOD_PREFIXES : [])] : [];
    let out = extend(c, own, prefixes, text.slice(Math.max(0, c.start - 40), c.start), 'before');
    out = extend(out, own, SUFFIXES, text.slice(c.end, c.end + 12), 'after');
    return out;
  });
}

function extend(c: Candidate, own: string, table: readonly Prefix[], context: string, side: 'before' | 'after'): Candidate {
  for (const p of table) {
    const m = p.re.exec(context);
    if (!m || (p.own && !p.own.test(own))) continue;
    const mod = p.mod;
    return side === 'before' ? { ...c, start: c.start - m[0].length, mod } : { ...c, end: c.end + m[0].length, mod };
  }
  return c;
}
