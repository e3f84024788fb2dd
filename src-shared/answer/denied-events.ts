import type { EvidenceItem } from './evidence';
import type { QueryPlan } from './query-plan';
import { sentencesOf } from './coverage';
import { terms } from './stopwords';

/** Kinds that date or measure an event: a message saying it has not happened cannot. */
const DATING_KINDS: ReadonlySet<QueryPlan['kind']> = new Set(['when', 'start', 'end', 'duration']);
export const datesAnEvent = (plan: Pick<QueryPlan, 'kind'>) => DATING_KINDS.has(plan.kind);

/** Saying a deed has not been done: "never been skiing", "didn't go to the fair". */
const NOT_DONE = String.raw`(?:never|not|haven['’]t|hasn['’]t|hadn['’]t|didn['’]t|don['’]t|doesn['’]t|wasn['’]t|weren['’]t)(?: \w+ly| even| ever| yet)? (?:been|gone|go|going|went|done|tried|try|ran|run|seen|visited|taken|played)\b`;
/** The speaker saying it of themselves: "I've actually never been skiing", "We didn't go to the fair". */
const DENIES_DEED = new RegExp(String.raw`\b(?:i|we)(?:['’]ve|['’]d|['’]m| have| had| did| do| am| was| were)?(?: \w+ly)? ${NOT_DONE}`, 'i');
/** A fact saying it of its subject ("Ysolde has actually never been skiing"). */
const FACT_NOT_DONE = new RegExp(String.raw`\b${NOT_DONE}`, 'i');
/** ... unless it goes on to say it happened at last ("I'd never been skiing before last week", "... until Friday", "but"). */
const TURNS_ROUND = /\b(?:before|until|till|but|first time)\b/i;
const denies = (pattern: RegExp, s: string) => pattern.test(s) && !TURNS_ROUND.test(s);
/** A wish for a thing one does not have, and why not: "I'd love a dog, but with all my field trips it would never work". */
const WISHED_BUT = /\b(?:i|we)(?:['’]d| would)(?: really| so)? (?:love|like|want)(?: to have)? (?:a|an|one)\b[^.!?]{0,160}?\bbut\b/i;
/** A plan that did not hold: "Today was supposed to be opening day", "we were meant to fly out on Friday". */
const FELL_THROUGH = /\b(?:was|were)\s+(?:supposed|meant)\s+to\b/i;
/** Whether a sentence tells a plan that did not hold: its time is not when the deed was done. */
export const fellThrough = (sentence: string) => FELL_THROUGH.test(sentence);

/**
 * A message without what it says was not done: its sentences in which the speaker denies a deed, wishes for a thing
 * they cannot have or tells a plan that did not hold, and facts
 * drawn from them. They say nothing of when the deed was done, or by whom.
 */
export function withoutDeniedDeeds<T extends Pick<EvidenceItem, 'text' | 'facts'>>(item: T): T {
  const sentences = sentencesOf(item.text);
  const kept = sentences.filter((s) => !denies(DENIES_DEED, s) && !WISHED_BUT.test(s) && !fellThrough(s));
  const facts = item.facts.filter((f) => !denies(FACT_NOT_DONE, f.text));
  return kept.length === sentences.length && facts.length === item.facts.length ? item : { ...item, text: kept.join(''), facts };
}

/**
 * The evidence without messages that deny the asked event: "We're not married yet" says nothing of when
 * the wedding was, though its words and its time ("tonight") match "When did I get married?". A message
 * that also affirms the value ("not married yet, the wedding is in May") stays.
 */
export function withoutDenials(plan: QueryPlan, evidence: EvidenceItem[]): EvidenceItem[] {
  if (!datesAnEvent(plan)) return evidence;
  const asked = new Set(terms(plan.question));
  const askedValue = (object: string | null) => object !== null && terms(object).length > 0 && terms(object).every((t) => asked.has(t));
  const denies = (item: EvidenceItem) =>
    item.facts.some((f) => f.negated && askedValue(f.object)) && !item.facts.some((f) => !f.negated && askedValue(f.object));
  return evidence.some(denies) ? evidence.filter((item) => !denies(item)) : evidence;
}
