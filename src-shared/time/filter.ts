import type { Candidate } from './rule';

/**
 * Matches the grammar accepts but that are not time expressions in context: ages ("a 6-year-old",
 * "37 years old"), "as soon as" / "soon after" (conjunctions), "a year" after a price, which is a rate.
 */
interface FalsePositive {
  why: string;
  applies(c: Candidate, own: string): boolean;
  before?: RegExp;
  after?: RegExp;
}

const FALSE_POSITIVES: FalsePositive[] = [
  { why: 'age', applies: (c) => c.timex3Type === 'DURATION', after: /^[\s-]+old\b/i },
  { why: 'age', applies: (_c, own) => /[\s-]old$/i.test(own) },
  { why: 'conjunction', applies: (_c, own) => /^soon$/i.test(own), before: /\bas\s+$/i },
  { why: 'conjunction', applies: (_c, own) => /^soon$/i.test(own), after: /^\s+(?:after|afterwards?|thereafter)\b/i },
];

export function dropFalsePositives(text: string, candidates: Candidate[]): Candidate[] {
  return candidates.filter((c) => {
    const own = text.slice(c.start, c.end);
    return !FALSE_POSITIVES.some(
      (fp) =>
        fp.applies(c, own) &&
        (!fp.before || fp.before.test(text.slice(Math.max(0, c.start - 20), c.start))) &&
        (!fp.after || fp.after.test(text.slice(c.end, c.end + 20))),
    );
  });
}
