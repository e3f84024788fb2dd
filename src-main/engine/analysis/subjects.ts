import { NOT_NAMES } from './lexicon';

export interface SpeakerContext {
  speaker: string;
  /** The other participant of a two-person conversation ("you"), when known. */
  other: string | null;
  /** Lower-cased names known to be people (the speakers of the batch). */
  people: ReadonlySet<string>;
}

export interface Subject {
  name: string;
  /** A first/second-person pronoun (the verb after it needs third-person agreement). */
  agree: boolean;
}

/** What earlier sentences of the same message tell about who "he", "she" and "and" refer to. */
export interface SentenceState {
  lastPerson: string | null;
  lastSubject: Subject | null;
  /** Lower-cased person names found in this message so far. */
  people: Set<string>;
}

/** Words that may open a sentence without being its subject ("Just moved to Denver!", "Wow, ..."). */
export const OPENERS = /^(wow|yeah|yes|oh|well|so|and|but|also|just|finally|actually|honestly|anyway|haha|hey|hi|ok|okay|omg|lol|still|currently|now|really|recently|btw|plus|today|yesterday)$/i;

/** A word that is capitalised for being first, not for being a name ("Wow", "The", "Yesterday"). */
export function commonWord(word: string): boolean {
  return NOT_NAMES.has(word.toLowerCase()) || OPENERS.test(word);
}

export const POSSESSIVE = /^(my|our|his|her|their|your|\w+'s)$/i;
const FIRST_PERSON = new Set(['i', 'we', 'me', 'my', 'our']);
const THIRD_PERSON = new Set(['he', 'she', 'his', 'her']);
const CONTINUATION = new Set(['and', 'then', 'also', 'but', 'so']);

/**
 * Who a subject word stands for: first person -> the speaker, "you" -> the other speaker of a
 * two-person chat, he/she -> the last person named in the message, "and"/"then" -> the previous
 * subject of the sentence, a capitalised word -> itself if it is a known person. Else null.
 */
export function resolveSubject(word: string, ctx: SpeakerContext, state: SentenceState): Subject | null {
  const lower = word.toLowerCase();
  if (FIRST_PERSON.has(lower)) return { name: ctx.speaker, agree: true };
  if (lower === 'you' || lower === 'your') return ctx.other ? { name: ctx.other, agree: true } : null;
  if (THIRD_PERSON.has(lower)) return state.lastPerson ? { name: state.lastPerson, agree: false } : null;
  if (lower === 'they' || lower === 'their') return null;
  if (CONTINUATION.has(lower)) return state.lastSubject;
  const name = word.replace(/'s$/, '');
  if (!/^\p{Lu}[\p{L}'-]*$/u.test(name) || NOT_NAMES.has(name.toLowerCase())) return null;
  const known = ctx.people.has(name.toLowerCase()) || state.people.has(name.toLowerCase());
  return known ? { name, agree: false } : null;
}

export function isContinuation(word: string): boolean {
  return CONTINUATION.has(word.toLowerCase());
}

/** Where the clause that starts at `from` ends: a semicolon, a dash, "but", ", and I ...". */
export function clauseEndAfter(sentence: string, from: number): number {
  const rest = sentence.slice(from);
  const cut = /[;:\u2013\u2014]|\s-+\s|\s(but|because|although|though|while|whereas)\s|,?\s(and|so|but)\s+(I|we|he|she|it|you|they|that|this|there)\b/i.exec(rest);
  return cut ? from + cut.index : sentence.length;
}
