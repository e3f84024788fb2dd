import type { EvidenceItem } from './evidence';
import type { QueryPlan } from './query-plan';
import { terms } from './stopwords';

/** Kinds that date or measure an event: a message saying it has not happened cannot. */
const DATING_KINDS: ReadonlySet<QueryPlan['kind']> = new Set(['when', 'start', 'end', 'duration']);

/**
 * The evidence without messages that deny the asked event: "We're not married yet" says nothing of when
 * the wedding was, though its words and its time ("tonight") match "When did I get married?". A message
 * that also affirms the value ("not married yet, the wedding is in May") stays.
 */
export function withoutDenials(plan: QueryPlan, evidence: EvidenceItem[]): EvidenceItem[] {
  if (!DATING_KINDS.has(plan.kind)) return evidence;
  const asked = new Set(terms(plan.question));
  const askedValue = (object: string | null) => object !== null && terms(object).length > 0 && terms(object).every((t) => asked.has(t));
  const denies = (item: EvidenceItem) =>
    item.facts.some((f) => f.negated && askedValue(f.object)) && !item.facts.some((f) => !f.negated && askedValue(f.object));
  return evidence.some(denies) ? evidence.filter((item) => !denies(item)) : evidence;
}
