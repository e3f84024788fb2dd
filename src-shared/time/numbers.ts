/** Number words in time expressions ("twenty-four hours", "a couple of days", "several years"). */

const SMALL: Record<string, number> = {
  zero: 0, a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  seventeen: 17, eighteen: 18, nineteen: 19, half: 0.5, dozen: 12,
};
const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
/** Quantities with no definite number: the TIMEX3 value uses X ("PXY"). */
const VAGUE = ['several', 'a few', 'few', 'a couple of', 'couple of', 'a couple', 'some', 'many', 'a number of'];
/** "a couple of" is two in chat ("in a couple of days"); TimeML annotators also write 2. */
const EXACT_PHRASES: Record<string, number> = { 'half an': 0.5, 'half a': 0.5, 'a couple of': 2, 'couple of': 2, 'a couple': 2, 'a dozen': 12, 'a half': 0.5, 'a hundred': 100, hundred: 100 };

const smallAlt = Object.keys(SMALL).filter((w) => w !== 'a' && w !== 'an').join('|');
const tensAlt = Object.keys(TENS).join('|');

/** Regex source for a number, written in digits or words. Not anchored; no nested quantifiers. */
export const NUMBER_SOURCE =
  `(?:\\d{1,3}(?:,\\d{3})+|\\d+\\s+[13]/[24]|\\d+(?:\\.\\d+)?|(?:${tensAlt})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|` +
  `half an?|a couple of|couple of|a couple|a few|a dozen|a hundred|a half|a number of|several|${smallAlt}|an|a|some|many|few)`;

/** The value of a number phrase, 'X' when it is indefinite ("several"), undefined when it is not a number. */
export function parseNumber(phrase: string): number | 'X' | undefined {
  const p = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/^\d{1,3}(?:,\d{3})+$/.test(p)) return Number(p.replace(/,/g, ''));
  if (/^\d+(?:\.\d+)?$/.test(p)) return Number(p);
  const fraction = /^(\d+)\s+([13])\/([24])$/.exec(p);
  if (fraction) return Number(fraction[1]) + Number(fraction[2]) / Number(fraction[3]);
  if (p in EXACT_PHRASES) return EXACT_PHRASES[p];
  if (VAGUE.includes(p)) return 'X';
  if (p in SMALL) return SMALL[p];
  const m = /^(\w+)(?:[- ](\w+))?$/.exec(p);
  if (m && m[1]! in TENS) {
    const ones = m[2] === undefined ? 0 : SMALL[m[2]];
    return ones === undefined ? undefined : TENS[m[1]!]! + ones;
  }
  return undefined;
}
