import { isKinWord } from './kin';
import type { QueryPlan } from './query-plan';
import { stem } from './stopwords';

/** Shortest parts a closed compound splits into ("bee" + "hive", "sail" + "boat"). */
const MIN_FIRST = 3;
const MIN_HEAD = 4;
/** Longer "words" are no compounds (a pasted hash, a run of letters). */
const MAX_LENGTH = 30;

/**
 * The head a closed compound the memory never heard is told by: "beehive" -> "hive" when the history speaks of
 * bees and hives but never of a beehive, "sailboat" -> "boat". Both parts must be heard, so a word merely ending
 * in a word ("grandmother") is split only if its first part is heard too, and never into a relative, who is
 * someone else ("mother" is not a grandmother).
 */
export function compoundHead(word: string, heard: (term: string) => boolean): string | null {
  if (word.length > MAX_LENGTH || heard(stem(word))) return null;
  for (let at = MIN_FIRST; at <= word.length - MIN_HEAD; at++) {
    const [first, head] = [word.slice(0, at), word.slice(at)];
    if (heard(stem(first)) && heard(stem(head)) && !isKinWord(head)) return head;
  }
  return null;
}

/** A plan whose unheard closed compounds are asked by their heads ("When did Corwin get his first hive?"). */
export function withCompoundHeads(plan: QueryPlan, heard: (term: string) => boolean): QueryPlan {
  const heads = new Map(plan.keywords.flatMap((k) => {
    const head = compoundHead(k, heard);
    return head ? [[k, head] as const] : [];
  }));
  if (heads.size === 0) return plan;
  const question = plan.question.replace(/[\p{L}]+/gu, (w) => heads.get(w.toLowerCase()) ?? w);
  return { ...plan, question, keywords: plan.keywords.map((k) => heads.get(k) ?? k) };
}
