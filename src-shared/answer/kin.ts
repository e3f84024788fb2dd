import { tokenize } from './stopwords';

/**
 * Family words and the relatives each can mean: "parents" is a mother or a father, "kids" a son or a
 * daughter. A question about one's mother is not answered by "my dad passed away two days ago".
 */
const KIN: Record<string, readonly string[]> = {
  mother: ['mother'], mom: ['mother'], mum: ['mother'], mommy: ['mother'], mummy: ['mother'], mama: ['mother'],
  father: ['father'], dad: ['father'], daddy: ['father'], papa: ['father'],
  parent: ['mother', 'father'],
  sister: ['sister'], brother: ['brother'], sibling: ['sister', 'brother'],
  son: ['son'], daughter: ['daughter'], kid: ['son', 'daughter'], child: ['son', 'daughter'], children: ['son', 'daughter'],
  wife: ['wife'], husband: ['husband'], spouse: ['wife', 'husband'],
  grandmother: ['grandmother'], grandma: ['grandmother'], granny: ['grandmother'], nana: ['grandmother'],
  grandfather: ['grandfather'], grandpa: ['grandfather'], granddad: ['grandfather'], grandparent: ['grandmother', 'grandfather'],
  aunt: ['aunt'], auntie: ['aunt'], uncle: ['uncle'], cousin: ['cousin'], niece: ['niece'], nephew: ['nephew'],
};

/** Whether a word is a family word ("niece", "brothers"). */
export const isKinWord = (word: string): boolean => {
  const w = word.toLowerCase();
  return w in KIN || (w.endsWith('s') && w.slice(0, -1) in KIN);
};

/** The relatives a text names (each family word, singular or plural, read as the relatives it can mean). */
export function kinNamed(text: string): Set<string> {
  const named = new Set<string>();
  for (const word of tokenize(text)) {
    const relatives = KIN[word] ?? (word.endsWith('s') ? KIN[word.slice(0, -1)] : undefined);
    relatives?.forEach((r) => named.add(r));
  }
  return named;
}

/** Someone else's relative ("staying with Aksel and his wife"), who is nobody's the question could ask about. */
const OTHERS_KIN = /\b(?:his|her|their|its|\p{Lu}\p{L}*['’]s)\s+(\p{L}+)/gu;

/** A relative's place, where something happened ("in my aunt Danuta's attic", "at my mum's"), not who did it. */
const KIN_PLACE =
  /\b(?:at|in|to|from)\s+(?:my|our|your|his|her|their)\s+(\p{L}+)(?:\s+\p{Lu}\p{L}*)?['’]s(?:\s+(?:attic|house|home|place|flat|apartment|garage|garden|basement|loft|farm|cottage|kitchen|shed|room|sofa|couch)\b|(?![\s\p{L}]*\p{L}))/gu;

/**
 * Whether a text names a relative, but none of those `asked` names: it tells of someone else. A relative of a third
 * person ("Aksel and his wife") does not count, nor one whose place it happened at.
 */
export function namesOtherKinOnly(asked: ReadonlySet<string>, text: string): boolean {
  if (asked.size === 0) return false;
  const others = (m: string, word: string) => (isKinWord(word) ? '' : m);
  const named = kinNamed(text.replace(OTHERS_KIN, others).replace(KIN_PLACE, others));
  return named.size > 0 && ![...named].some((r) => asked.has(r));
}

const MALE_KIN: ReadonlySet<string> = new Set(['father', 'brother', 'son', 'husband', 'grandfather', 'uncle', 'nephew']);
const FEMALE_KIN: ReadonlySet<string> = new Set(['mother', 'sister', 'daughter', 'wife', 'grandmother', 'aunt', 'niece']);
const SHE = /\b(?:she|her|hers|herself)\b/i;
const HE = /\b(?:he|him|his|himself)\b/i;

/**
 * Whether a text naming no relative speaks only of someone of the other sex than those `asked` ("She had the operation
 * on the 14th" for "When did Bram's father have his operation?"): it tells of someone else.
 */
export function speaksOfOtherSex(asked: ReadonlySet<string>, text: string): boolean {
  if (asked.size === 0 || kinNamed(text).size > 0) return false;
  if ([...asked].every((r) => MALE_KIN.has(r))) return SHE.test(text) && !HE.test(text);
  if ([...asked].every((r) => FEMALE_KIN.has(r))) return HE.test(text) && !SHE.test(text);
  return false;
}

/** "my little sister", "our two kids", "your mum": a relative told as the speaker's, or as the one addressed's. */
const OWNED_KIN = /\b(my|our|your)\s+([\p{L}-]+)(?:\s+([\p{L}-]+))?/giu;
/** "Ysolde's sister", "Ysolde's big sister": a relative told as a named person's. */
const NAMED_KIN = /\b(\p{L}[\p{L}-]*)['’]s\s+([\p{L}-]+)(?:\s+([\p{L}-]+))?/giu;

/**
 * Which of `people` (lower-cased names) have a relative of those `relatives` come up, in one pass over the messages:
 * a person calls them "my ...", another calls them "your ...", or anyone names them as theirs ("Ysolde's sister").
 */
export function kinOwners(people: ReadonlySet<string>, relatives: ReadonlySet<string>, messages: Iterable<{ speaker: string; text: string }>): Set<string> {
  const of = (m: RegExpMatchArray) => [m[2], m[3]].some((w) => w !== undefined && [...kinNamed(w)].some((r) => relatives.has(r)));
  const owners = new Set<string>();
  for (const { speaker, text } of messages) {
    const by = speaker.toLowerCase();
    for (const m of text.matchAll(OWNED_KIN)) {
      if (!of(m)) continue;
      const whose = m[1]!.toLowerCase() === 'your' ? [...people].filter((p) => p !== by) : [by];
      for (const p of whose) if (people.has(p)) owners.add(p);
    }
    for (const m of text.matchAll(NAMED_KIN)) if (people.has(m[1]!.toLowerCase()) && of(m)) owners.add(m[1]!.toLowerCase());
    // every owner found: the rest cannot add one
    if (owners.size === people.size) break;
  }
  return owners;
}
