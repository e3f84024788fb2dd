import { americanSpelling } from './british-spellings';
import { CLIPPED_FORMS } from './clipped-forms';
import { IRREGULAR_FORMS } from './irregular-forms';
import { NOMINAL_FORMS } from './nominal-forms';

/** Words that carry no retrieval signal in questions (question words, auxiliaries, pronouns, time-question cues). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but of to in on at for with by from as into about over after before than then so if is are was were be been being ' +
    'am do does did done have has had having i me my mine myself we us our ours ourselves you your yours yourself yourselves ' +
    'he him his himself she her hers herself they them their theirs themselves it its itself between during while until till ' +
    'this that these those what which who whom whose when where why how there here not no yes can could would should will shall may might must ' +
    'just also very really much many some any all each every other another such own same too more most only ever still now ' +
    'long ago since time times date day year month week kind type sort thing things get got go going went doing happen happens happened happening first last latest recent recently ' +
    'lot lots bit become became becomes becoming receive received receives receiving'
  ).split(' '),
);

/** Lower-case word tokens (letters/digits, apostrophes folded), CJK characters one per token. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().replace(/['’]s\b/g, '').match(/[\p{L}\p{N}]+/gu) ?? []).flatMap((w) =>
    /\p{Script=Han}/u.test(w) ? [...w] : [w],
  );
}

/** A stop word or its plural ("times", "things"). */
export const isStopword = (w: string) => STOPWORDS.has(w) || (w.endsWith('s') && STOPWORDS.has(w.slice(0, -1)));

export function contentWords(text: string): string[] {
  return tokenize(text).filter((w) => !isStopword(w));
}

/** One syllable ending consonant-vowel-consonant ("hik", "car", "mov"): its word keeps or regains a silent "e" (Porter's *o). */
const SHORT_SYLLABLE = /^[^aeiouy]*[aeiouy][^aeiouwxy]$/;

/**
 * Light suffix folding so "hike"/"hiking"/"hiked", "lives"/"lived", "run"/"running"/"ran" and
 * "story"/"stories", "mentor"/"mentorship" meet, while "care" and "car", "plane" and "plan" stay apart: a British spelling
 * becomes the American one ("licence"), an irregular past form its base form and a clipped word ("tourney") its full one; otherwise strip a plural or verb ending, undouble the consonant a verb
 * ending doubled ("running"), give a short stem back its silent "e" ("hiking" -> "hike"), write a
 * final "y" after a consonant as "i" ("hoodie"/"hoodies") and drop a silent "e" after a longer stem
 * ("dance"/"dancing"). Not a full stemmer, just enough for recall.
 */
export function stem(word: string): string {
  const folded = fold(americanSpelling(word));
  const full = CLIPPED_BY_FOLD.get(folded);
  return full ? fold(full) : folded;
}

/** Suffix folding (see stem), before clipped words are read in full. */
function fold(word: string): string {
  const base = IRREGULAR_FORMS.get(word) ?? NOMINAL_FORMS.get(word) ?? (word.endsWith('s') ? NOMINAL_FORMS.get(word.slice(0, -1)) : undefined);
  if (base) return fold(base);
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  // an adverb of an adjective means what it does ("officially" opened, "an official opening")
  const adverb = /^([a-z]{2,}(?:al|ful|ous|ive|ent|ant))ly$/.exec(word);
  if (adverb) return fold(adverb[1]!);
  // a role's "-ship" means the role ("mentorship", "internship", "friendship")
  const role = /^([a-z]{4,})ships?$/.exec(word);
  if (role) return fold(role[1]!);
  // a plural of a verb form ("paintings", "meetings", "thoughts") folds like the form itself
  if (/[^s]s$/.test(word) && (word.endsWith('ings') || IRREGULAR_FORMS.has(word.slice(0, -1)))) return fold(word.slice(0, -1));
  const verbEnding = /(ing|ed)$/.test(word);
  let s = /(ies|ied)$/.test(word)
    ? word.slice(0, -3) + 'y'
    : word.endsWith('ss')
      ? word
      : /(s|x|z|ch|sh)es$/.test(word)
        ? word.slice(0, -2)
        : word.replace(/(ing|ed|s)$/, '');
  if (s.length < 3) return word;
  if (verbEnding && s.length > 3 && /([^aeiouylsz])\1$/.test(s)) s = s.slice(0, -1);
  else if (verbEnding && SHORT_SYLLABLE.test(s)) s += 'e';
  if (s.length > 3 && /[^aeiou]y$/.test(s)) return s.slice(0, -1) + 'i';
  if (s.endsWith('ie')) return s.slice(0, -1);
  return s.length > 3 && s.endsWith('e') && !SHORT_SYLLABLE.test(s.slice(0, -1)) ? s.slice(0, -1) : s;
}

/** The clipped words keyed as written and as folded ("auntie" folds to "aunti"). */
const CLIPPED_BY_FOLD: ReadonlyMap<string, string> = new Map([...CLIPPED_FORMS].flatMap(([word, full]) => [[fold(word), full] as const, [word, full] as const]));

/** Stemmed content words: the unit of lexical matching everywhere in answering. */
export function terms(text: string): string[] {
  return contentWords(text).map(stem);
}

/** The word of `text` a stemmed term came from ("charity" for "chariti"), to show a person; the term if none did. */
export function asWritten(term: string, text: string): string {
  return contentWords(text).find((w) => stem(w) === term) ?? term;
}
