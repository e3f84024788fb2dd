import type { EvidenceItem } from './evidence';
import type { QueryPlan } from './query-plan';
import { makeCoverage, wantedTerms } from './coverage';
import { terms, tokenize } from './stopwords';

/**
 * How well the retrieved evidence supports a question, for honest abstention.
 * - coverage: the IDF-weighted share of the question's content terms found in one evidence item;
 * - attribution: when the question is about a known person, the best coverage among items that
 *   person said relative to the best overall. A question that pins someone
 *   else's experience on the subject ("What did Caroline realise after her charity race?" when
 *   Melanie ran it) has high coverage but low attribution.
 */
export interface SupportThresholds {
  minCoverage: number;
  minAttribution: number;
  /** How many top evidence items are inspected. */
  depth: number;
}

/** Calibrated on the LoCoMo development conversations (see src-main/bench/locomo). */
export const DEFAULT_SUPPORT: SupportThresholds = { minCoverage: 0.34, minAttribution: 0.75, depth: 10 };

export interface Support {
  score: number;
  coverage: number;
  attribution: number;
  abstain: boolean;
}

export function assessSupport(
  plan: QueryPlan,
  evidence: readonly EvidenceItem[],
  people: ReadonlySet<string>,
  idf: (term: string) => number,
  thresholds: SupportThresholds = DEFAULT_SUPPORT,
): Support {
  const subject = plan.subject?.toLowerCase() ?? null;
  const cover = makeCoverage(wantedTerms(plan.keywords, plan.subject), idf, true);
  const items = evidence.slice(0, thresholds.depth);
  if (items.length === 0) return { score: 0, coverage: 0, attribution: 0, abstain: true };
  const coverageOf = (item: EvidenceItem) => cover(item.terms);
  const covered = items.map((item) => ({ item, coverage: coverageOf(item) }));
  const best = Math.max(...covered.map((c) => c.coverage));
  // a question about several people ("When did John and James meet?") may rest on any of them
  const peopleNamed = new Set(plan.entities.map((e) => e.toLowerCase()).filter((e) => people.has(e)));
  const aboutPerson = subject !== null && people.has(subject) && peopleNamed.size <= 1;
  // Said by the subject themself: another person's words about them ("you ran a race") are
  // exactly what misattributed questions echo, so they do not count.
  const saidBySubject = (item: EvidenceItem) => item.speaker.toLowerCase() === subject;
  const bestBySubject = Math.max(0, ...covered.filter((c) => saidBySubject(c.item)).map((c) => c.coverage));
  const attribution = !aboutPerson || best === 0 ? 1 : bestBySubject / best;
  const abstain = best < thresholds.minCoverage || attribution < thresholds.minAttribution;
  return { score: Math.min(1, best * attribution), coverage: best, attribution, abstain };
}

/**
 * Names the question asks about that no message ever mentions ("When did I move to Madrid?" in a
 * journal that never says Madrid): nothing can support an answer about them.
 */
export function unmentionedNames(plan: Pick<QueryPlan, 'unknownNames'>, mentioned: (term: string) => boolean): string[] {
  return plan.unknownNames.filter((name) => {
    const words = terms(name);
    return words.length > 0 && words.every((t) => !mentioned(t));
  });
}

const WHEN_DID = /^\s*when (?:did|do|does|will|has|have|had) (.+)$/i;
const SUBJECT_WORD = /^(i|we|you|he|she|they|and|the|my|our|his|her|their|\p{L}+'s)$/iu;

/**
 * The object of "When did I adopt a dog?" (the words after its subject and verb, time words left
 * out) when no message mentions any of them: what it asks about never happened in the history.
 */
export function unmentionedObject(plan: Pick<QueryPlan, 'question' | 'keywords' | 'subject' | 'asker'>, mentioned: (term: string) => boolean): string[] {
  const m = WHEN_DID.exec(plan.question);
  if (!m) return [];
  const names = new Set([plan.subject, plan.asker].flatMap((n) => tokenize(n ?? '')));
  const words = m[1]!.replace(/[?？.!\s]+$/, '').split(/\s+/);
  let verb = 0;
  while (verb < words.length && (SUBJECT_WORD.test(words[verb]!) || names.has(words[verb]!.toLowerCase()))) verb++;
  const asked = new Set(terms(plan.keywords.join(' ')));
  const object = terms(words.slice(verb + 1).join(' ')).filter((t) => asked.has(t) && !names.has(t));
  return object.length > 0 && object.every((t) => !mentioned(t)) ? object : [];
}

const CONTRACTED = /^(it|that|what|there|here|who|he|she|let|where|how|when)$/i;

/** Who or what owns something in the question ("my sister's name") when no message mentions it. */
export function unmentionedOwners(plan: Pick<QueryPlan, 'question'>, mentioned: (term: string) => boolean): string[] {
  const owners = [...plan.question.matchAll(/\b(\p{Ll}[\p{L}-]+)['’]s\b/gu)].map((m) => m[1]!).filter((w) => !CONTRACTED.test(w));
  return owners.flatMap(terms).filter((t) => !mentioned(t));
}
