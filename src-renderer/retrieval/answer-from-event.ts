import type { Answer } from '../../src-shared/answer/answer-types';
import { capitalised, DAY_MS, fromAnswerTime, humanSpan, toAnswerTime } from '../../src-shared/answer/calendar';
import { sentencesOf } from '../../src-shared/answer/coverage';
import { anchoredTimes, fromAnchor } from '../../src-shared/answer/event-anchor';
import { askedDirection, eventWordsIn } from '../../src-shared/answer/event-dating';
import type { QueryPlan } from '../../src-shared/answer/query-plan';
import type { WallMs } from '../../src-shared/domain/time';
import { findTimeExpressions } from '../../src-shared/time/index';

const DATING_KINDS: ReadonlySet<QueryPlan['kind']> = new Set(['when', 'start', 'end']);
/** How far from its telling the event a time hangs on may lie: "the day after the tournament" tells of a recent one. */
const REACH_MS = 120 * DAY_MS;
/** Units finer than which the event hung on must be dated for a day counted from it to mean anything. */
const FINE: ReadonlySet<string> = new Set(['day', 'week']);

/**
 * A "When ...?" answer whose message tells the time from another event ("I found one at the swap meet the day after
 * the tournament", "The weekend before the fair, we built the volcano"): that event is dated by asking for it through
 * the ordinary answering ("When was the tournament?"), and the time is counted from it. Null leaves the direct answer
 * standing: no such time in the sentence telling the asked event, or the event it hangs on cannot be dated near the telling.
 */
export async function answerFromEvent(
  plan: QueryPlan,
  direct: Answer,
  messageOf: (id: string) => { text: string; time: WallMs } | undefined,
  ask: (question: string) => Promise<Answer>,
): Promise<Answer | null> {
  if (!DATING_KINDS.has(plan.kind) || direct.abstained || !direct.time) return null;
  const message = messageOf(direct.evidence[0] ?? '');
  if (!message) return null;
  // the time told in the sentence naming the asked event, hanging on an event, not on a day ("the day before yesterday")
  const told = sentencesOf(message.text)
    .flatMap((s) => {
      const times = anchoredTimes(s);
      return times.length > 0 && eventWordsIn(s, plan).size > 0 ? times : [];
    })
    .find((t) => findTimeExpressions(t.anchor, message.time).length === 0);
  if (!told) return null;
  // a plan hangs on an event still ahead ("we fly back three days after graduation")
  const hung = await ask(`When ${askedDirection(plan) === 'future' ? 'is' : 'was'} the ${told.anchor}?`);
  // dated by the very message that hangs on it, it is not dated at all
  if (hung.abstained || !hung.time || hung.evidence[0] === direct.evidence[0]) return null;
  const anchor = fromAnswerTime(hung.time);
  if ((told.unit !== 'month' && !FINE.has(anchor.granularity)) || Math.abs(anchor.start - message.time) > REACH_MS) return null;
  const span = fromAnchor(told, anchor);
  return {
    ...direct,
    answer: `${capitalised(humanSpan(span))} (${told.text.charAt(0).toLowerCase()}${told.text.slice(1)}, which was ${humanSpan(anchor)})`,
    time: toAnswerTime(span),
    evidence: [...new Set([direct.evidence[0]!, ...hung.evidence, ...direct.evidence.slice(1)])],
  };
}
