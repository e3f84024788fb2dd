import { compareTold } from '../domain/message-order';
import type { EvidenceItem } from './evidence';
import { namesTheThing, tellsBoundary } from './event-dating';
import type { Handler } from './temporal-reasoner';
import type { QueryPlan } from './query-plan';
import { IRREGULAR_FORMS } from './irregular-forms';
import { stem, tokenize } from './stopwords';

/** How many of the best evidence messages may hold the thing's first report. */
const REPORT_DEPTH = 10;

/** Words denying the deed after them ("haven't" is read as "haven", "t"). */
const NOT = /^(?:not|never|haven|hasn|hadn|didn|t)$/;
/** A deed the question names, told in the past tense ("I rode fifty miles!" for a fifty-mile ride): done when first told. */
function toldDone(text: string, plan: QueryPlan): boolean {
  const deeds = new Set(plan.keywords.map(stem));
  // not a deed denied ("I haven't ridden more than ten miles")
  const words = tokenize(text);
  return words.some((w, i) => (IRREGULAR_FORMS.has(w) || /[^e]ed$/.test(w)) && deeds.has(stem(w)) && !words.slice(Math.max(0, i - 2), i).some((b) => NOT.test(b)));
}

/**
 * A thing ends after it is first told of: "When did Jolene finish her robotics project?" is not
 * answered by "I finished an electrical engineering project last week", said before "My professor
 * gave us a huge robotics project", nor by that first report itself unless it tells the end or the
 * deed done ("I rode fifty miles!"). So `answer` dates the end from the evidence written after the
 * earliest message naming the thing that names it too or tells an end ("I finally wrapped that up";
 * not "a huge setback with my project"); with none, the end was never told.
 */
export function afterFirstReport(answer: Handler): Handler {
  return (input, findTimes) => {
    const first = input.evidence
      .slice(0, REPORT_DEPTH)
      .filter((e) => namesTheThing(e.text, input.plan))
      .reduce<EvidenceItem | null>((a, e) => (!a || compareTold(e, a) < 0 ? e : a), null);
    if (!first || tellsBoundary(input.plan.kind, first.text) || toldDone(first.text, input.plan)) return answer(input, findTimes);
    const later = input.evidence.filter((e) => compareTold(e, first) > 0 && (namesTheThing(e.text, input.plan) || tellsBoundary(input.plan.kind, e.text)));
    return later.length ? answer({ ...input, evidence: later }, findTimes) : null;
  };
}
