import { stem, terms } from './stopwords';

/** Words a journal and a question use for the same thing ("see" a friend you "met", "relocate" for "move"). */
const SAME_MEANING: readonly string[][] = [
  ['see', 'meet', 'visit'],
  ['buy', 'purchase'],
  ['give', 'gift'],
  ['move', 'relocate'],
  ['start', 'begin', 'join'],
  ['quit', 'leave', 'resign'],
  ['marry', 'wed', 'wedding'],
  ['engaged', 'engagement', 'propose', 'proposal', 'fiance', 'fiancee', 'fiancé'],
  ['publish', 'publisher'],
  ['born', 'birth', 'baby'],
  ['job', 'work', 'career', 'employ'],
  ['trip', 'travel', 'visit', 'vacation', 'holiday', 'excursion'],
  ['film', 'movie'],
  ['mom', 'mum', 'mother'],
  ['dad', 'father'],
  ['kid', 'child', 'children'],
  ['break', 'split'],
  ['house', 'home', 'flat', 'apartment'],
  ['accident', 'crash', 'collision', 'wreck', 'hit'],
  ['race', 'marathon'],
  ['gig', 'show', 'concert'],
  ['arrive', 'land'],
  ['full', 'whole'],
  ['cook', 'cookery'],
  ['release', 'launch', 'ship'],
  ['grandchild', 'granddaughter', 'grandson', 'grandkid'],
  ['surgery', 'operation'],
  ['pottery', 'ceramic'],
  ['shop', 'store', 'boutique'],
  ['register', 'enroll', 'enrol', 'sign'],
  ['finish', 'complete'],
  ['return', 'back'],
];
/**
 * A question's word, and words a journal says it with that mean it only there: a baby "arrived" or "came" when born,
 * but a question about arriving or coming asks about a journey, not a birth; a table reserved was "booked", but a
 * question about a book asks of no reservation.
 */
const SAID_AS: readonly [string, string[]][] = [
  ['born', ['arrive', 'come']],
  ['reserve', ['book']],
  // a book's publisher is "the press" that took it; a question about a press asks of no book
  ['publisher', ['press']],
  // a course is told by its classes ("First class was last Tuesday"); "of course" is no class
  ['course', ['class', 'lesson']],
];
const ALIKE = new Map<string, string[]>();
const addAlike = (s: string, others: string[]) => ALIKE.set(s, [...new Set([...(ALIKE.get(s) ?? []), ...others.filter((o) => o !== s)])]);
for (const group of SAME_MEANING) {
  const stems = group.map(stem);
  for (const s of stems) addAlike(s, stems);
}
for (const [word, said] of SAID_AS) addAlike(stem(word), said.map(stem));

/** Stemmed terms a text may say for the question's `term` (without it). */
export function alike(term: string): readonly string[] {
  return ALIKE.get(term) ?? [];
}

/** A sentence with its closing punctuation (Latin or CJK). */
export const SENTENCE = /[^.!?。！？]+[.!?。！？]*/g;
export const sentencesOf = (text: string): string[] => text.match(SENTENCE) ?? [];
/** An invitation's tag ("We're throwing a party on the 17th, you in?", "..., want to join?"): the sentence still states a plan. */
const INVITATION_TAG = /,\s*(?:(?:are )?you in|wanna (?:come|join)|want to (?:come|join)(?: us)?|care to join|interested|sounds? good|deal|ok(?:ay)?)\s*[?？]\s*$/i;
/** What may open news before it is told: "Hey Jordan, ", "Oh, ". */
const NEWS_OPENER = String.raw`^\W*(?:(?:hey|hi|so|ok(?:ay)?|oh)\b[^,!.?]*[,!.]\s*)?`;
/** A riddle that tells news: "Guess who's the new team lead?" */
const GUESS = new RegExp(String.raw`${NEWS_OPENER}guess\s+(?:who|what|where|whose)\b`, 'i');
/** A statement with a rhetorical tag: "I had my first driving lesson on Thursday, can you believe it?" */
const RHETORICAL_TAG = /,\s*(?:can you believe (?:it|that)|(?:can|could) you imagine|right|isn['’]t it|wasn['’]t it|don['’]t you think|eh|huh)\s*[?？!]*\s*$/i;
/** News asked as a question: "Did I tell you I capsized?", "Have I mentioned we got a dog?" */
const TOLD_YOU = new RegExp(String.raw`${NEWS_OPENER}(?:did|have)\s+I\s+(?:ever\s+|even\s+)?(?:(?:tell|told)\s+you|mention(?:ed)?(?:\s+to\s+you)?)\s+(?:that\s+|about\s+)?\w`, 'i');
export const isQuestion = (s: string): boolean => /[?？][!?！？]*\s*$/.test(s) && !INVITATION_TAG.test(s) && !RHETORICAL_TAG.test(s) && !GUESS.test(s) && !TOLD_YOU.test(s);
/** A statement that refers back to what was just asked ("Have you been to Rome? Going there next month."). */
export const REFERS_BACK = /\b(there|it|that|this|them|those|these)\b/i;

/**
 * The statements of a message ("Did you make it?" states nothing), each with the question it
 * refers back to, if any: "Have you been to Universal Studios? Planning a trip there next month."
 * states a plan about Universal Studios.
 */
export function statementSentences(text: string): { sentence: string; topic: string }[] {
  const sentences = sentencesOf(text);
  return sentences.flatMap((sentence, i) => {
    if (isQuestion(sentence)) return [];
    const before = sentences[i - 1];
    return [{ sentence, topic: before && isQuestion(before) && REFERS_BACK.test(sentence) ? before : '' }];
  });
}

/** The declarative part of a message, with the questions its statements refer back to. */
export function statements(text: string): string {
  return statementSentences(text)
    .map((s) => (s.topic ? `${s.topic} ${s.sentence}` : s.sentence))
    .join(' ');
}

/** Stemmed terms of a text's statements: what coverage is measured against (computed once per message). */
export function statementTerms(text: string): Set<string> {
  return new Set(terms(statements(text)));
}

/** A place's term -> the terms of each place within it (QueryPlan.placeTerms). */
export type PlaceTerms = ReadonlyMap<string, readonly (readonly string[])[]>;

/**
 * Whether `has` holds for a term or for all terms of a place within the place the term names: "canada"
 * is there when "toronto" is (a message about Toronto is about Canada), not the reverse.
 */
export function termOrPlaceWithin(term: string, placeTerms: PlaceTerms, has: (term: string) => boolean): boolean {
  return has(term) || (placeTerms.get(term)?.some((place) => place.every(has)) ?? false);
}

export interface CoverageOptions {
  /** A word of the same meaning counts too (for deciding whether anything answers at all, not for ranking). */
  sameMeaning?: boolean;
  /** A place within a place the question names counts for it. */
  placeTerms?: PlaceTerms;
}

/**
 * Lexical coverage of a question's terms by an evidence item: the IDF-weighted share of `wanted`
 * terms found in any of the given term sets (1 when nothing is wanted).
 */
export function makeCoverage(wanted: readonly string[], idf: (term: string) => number, options: CoverageOptions = {}): (...have: ReadonlySet<string>[]) => number {
  const { sameMeaning = false, placeTerms = new Map() } = options;
  const weights = wanted.map(idf);
  const total = weights.reduce((s, w) => s + w, 0);
  const found = (t: string, h: ReadonlySet<string>) => termOrPlaceWithin(t, placeTerms, (x) => h.has(x)) || (sameMeaning && alike(t).some((a) => h.has(a)));
  return (...have) => (total === 0 ? 1 : wanted.reduce((s, t, i) => s + (have.some((h) => found(t, h)) ? weights[i]! : 0), 0) / total);
}

/** The question's stemmed content terms minus its subject's name (the subject is matched by attribution instead). */
export function wantedTerms(keywords: readonly string[], subject: string | null): string[] {
  const subjectTerms = new Set(terms(subject ?? ''));
  return [...new Set(terms(keywords.join(' ')))].filter((t) => !subjectTerms.has(t));
}
