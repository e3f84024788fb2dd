import { PLACE_ALIASES, PLACES_WITHIN } from './place-table';
import { STOPWORDS } from './stopwords';

const unaccented = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '');

/** A place name's lookup key: case, accents, dots, commas, a possessive and a leading "the" do not count ("the U.S." is "us"). */
function placeKey(name: string): string {
  const plain = unaccented(name).toLowerCase().replace(/['’]s\b/g, '').replace(/[.'’]/g, '');
  const words = plain.match(/[\p{L}\p{N}]+/gu) ?? [];
  return (words[0] === 'the' ? words.slice(1) : words).join(' ');
}

const WITHIN = new Map(Object.entries(PLACES_WITHIN));
/** Key of any name or alias -> the place's name in PLACES_WITHIN. */
const CANONICAL = new Map<string, string>([...WITHIN.keys()].map((name) => [placeKey(name), name]));
const ALIASES = new Map<string, string[]>();
for (const [alias, name] of Object.entries(PLACE_ALIASES)) {
  CANONICAL.set(placeKey(alias), name);
  ALIASES.set(name, [...(ALIASES.get(name) ?? []), alias]);
}
const MAX_WORDS = Math.max(...[...CANONICAL.keys()].map((k) => k.split(' ').length));

/**
 * Every name of the places within a place, at any depth (Canada holds Ontario, which holds Toronto),
 * with their aliases and unaccented spellings ("São Paulo", "Sao Paulo"): a message may write any.
 * [] for a place not in the table or one with nothing listed within it.
 */
export function placesWithin(name: string): string[] {
  const top = CANONICAL.get(placeKey(name));
  if (!top) return [];
  const seen = new Set([top]);
  const out: string[] = [];
  const visit = (place: string) => {
    for (const inner of WITHIN.get(place) ?? []) {
      if (seen.has(inner)) continue;
      seen.add(inner);
      out.push(...new Set([inner, unaccented(inner), ...(ALIASES.get(inner) ?? [])]));
      visit(inner);
    }
  };
  visit(top);
  return out;
}

/** A word, with inner dots and apostrophes ("U.S.", "Martha's") and combining accents ("Canada\u0301"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:[.'’][\p{L}\p{M}\p{N}]+)*\.?/gu;

/**
 * Names of places within which other places are listed, as written in a text, the longest where they
 * overlap ("New Zealand", not "Zealand"). A name must start with a capital, and one that is also a
 * stop word must be all capitals: "the US", not "visit us".
 */
export function placesNamed(text: string): string[] {
  const words = text.match(WORD) ?? [];
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!/^\p{Lu}/u.test(words[i]!)) continue;
    for (let n = Math.min(MAX_WORDS, words.length - i); n > 0; n--) {
      const written = words.slice(i, i + n).join(' ').replace(/\.$/, '');
      const key = placeKey(written);
      if (!CANONICAL.has(key) || (STOPWORDS.has(key) && written !== written.toUpperCase())) continue;
      if (WITHIN.has(CANONICAL.get(key)!)) found.push(written);
      i += n - 1;
      break;
    }
  }
  return found;
}
