import { compareTold } from '../domain/message-order';
import type { WallMs } from '../domain/time';
import type { EvidenceItem } from './evidence';
import { namesTheThing, tellsBoundary } from './event-dating';
import type { FindTimes, Handler } from './temporal-reasoner';
import type { QueryPlan } from './query-plan';
import { stem } from './stopwords';
import { pastFormOf, toldDone } from './told-done';

/** How many of the best evidence messages may hold the thing's first report. */
const REPORT_DEPTH = 10;

/** What may follow a change told with no object: the sentence's end or another clause ("I retired and got restless"). */
const NO_OBJECT = /^\s*(?:[.!?,;:)\-–—]|$|(?:and|but|so|because|after|when|too|finally|at last)\b)/i;

/**
 * Whether a text tells the change asked done with no object, right before a time or a clause's end ("I retired last
 * summer", "I finally quit!"): of the one thing asked about ("retire from teaching"), not another ("I finished an
 * engineering project").
 */
function endedBare(text: string, plan: QueryPlan, findTimes: FindTimes, said: WallMs): boolean {
  const changes = new Set(plan.keywords.filter((k) => tellsBoundary(plan.kind, k)).map(stem));
  if (changes.size === 0) return false;
  const times = findTimes(text, said);
  return [...text.matchAll(/\p{L}+/gu)].some((m) => {
    if (!pastFormOf(m[0].toLowerCase(), changes)) return false;
    const end = m.index + m[0].length;
    return NO_OBJECT.test(text.slice(end)) || times.some((t) => t.start >= end && t.start <= end + 1);
  });
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
    // a change told with no object ("I retired last summer") is of the thing asked ("retire from teaching") too
    const first = input.evidence
      .slice(0, REPORT_DEPTH)
      .filter((e) => namesTheThing(e.text, input.plan) || endedBare(e.text, input.plan, findTimes, e.time))
      .reduce<EvidenceItem | null>((a, e) => (!a || compareTold(e, a) < 0 ? e : a), null);
    if (!first || tellsBoundary(input.plan.kind, first.text) || toldDone(first.text, input.plan)) return answer(input, findTimes);
    const later = input.evidence.filter((e) => compareTold(e, first) > 0 && (namesTheThing(e.text, input.plan) || tellsBoundary(input.plan.kind, e.text)));
    return later.length ? answer({ ...input, evidence: later }, findTimes) : null;
  };
}
