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
  return heardSplits(word, heard, MIN_FIRST, MIN_HEAD).find(([, head]) => !isKinWord(head))?.[1] ?? null;
}

/** The splits of an unheard word into two heard parts, each at least as long as given; none for a word too long. */
function heardSplits(word: string, heard: (term: string) => boolean, minFirst: number, minHead: number): [string, string][] {
  if (word.length > MAX_LENGTH || heard(stem(word))) return [];
  const splits: [string, string][] = [];
  for (let at = minFirst; at <= word.length - minHead; at++) {
    const [first, head] = [word.slice(0, at), word.slice(at)];
    if (heard(stem(first)) && heard(stem(head))) splits.push([first, head]);
  }
  return splits;
}

/** Shortest part of a closed compound the history writes as two words ("camper van" for "campervan"). */
const MIN_PART = 3;

/**
 * The two words an unheard closed compound is written as in the history: "campervan" -> "camper van" when a message
 * says "camper van" (or "camper-van"). Any split counts, short parts too, since the history says the pair.
 */
export function openCompound(word: string, heard: (term: string) => boolean, says: (phrase: RegExp) => boolean): string | null {
  const said = heardSplits(word, heard, MIN_PART, MIN_PART).find(([first, head]) => says(new RegExp(`\\b${first}[\\s-]+${head}`, 'i')));
  return said ? said.join(' ') : null;
}

/**
 * A plan whose unheard closed compounds are asked as the history words them: by their heads ("When did Corwin get
 * his first hive?"), else as the two words the history says ("camper van").
 */
export function withCompoundHeads(plan: QueryPlan, heard: (term: string) => boolean, says: (phrase: RegExp) => boolean = () => false): QueryPlan {
  const heads = new Map(plan.keywords.flatMap((k) => {
    // the head first: it needs no search of the history
    const head = compoundHead(k, heard) ?? openCompound(k, heard, says);
    return head ? [[k, head] as const] : [];
  }));
  if (heads.size === 0) return plan;
  const question = plan.question.replace(/[\p{L}]+/gu, (w) => heads.get(w.toLowerCase()) ?? w);
  return { ...plan, question, keywords: plan.keywords.flatMap((k) => heads.get(k)?.split(' ') ?? [k]) };
}
