import type { Answer } from '../../src-shared/answer/answer-types';
import { eventPair } from '../../src-shared/answer/event-pair';
import { lengthBetween } from '../../src-shared/answer/length-between';
import type { QueryPlan } from '../../src-shared/answer/query-plan';

/**
 * A length between two events ("How many weeks passed between A and B?", "How long did it take X to
 * finish Y?"): each event is asked as its own "When ..." question through the ordinary answering
 * (search, support, the reasoner's when/start/end handlers), and the length is computed from the two
 * dates. Null leaves the direct answer standing (also when either event cannot be dated).
 */
export async function answerBetweenEvents(
  plan: QueryPlan,
  direct: Answer,
  ask: (question: string) => Promise<Answer>,
  /** Whether a message (or the turn it answers) names the asked event. */
  namesEvent: (messageId: string) => boolean,
): Promise<Answer | null> {
  if (plan.kind !== 'duration') return null;
  const pair = eventPair(plan.question, plan.subject ?? plan.asker);
  // "How long did X do Y?" is answered first by a length said in the evidence or a tenure, if told of it ("Ten months.
  // She's in a hurry" of a baby measures no garden renovation); its two ends when there is none
  const toldOfIt = direct.duration !== null && direct.evidence[0] !== undefined && namesEvent(direct.evidence[0]);
  if (!pair || (pair.form === 'span' && (direct.abstained || toldOfIt))) return null;
  const first = await ask(pair.first);
  const second = await ask(pair.second);
  const sameMessage = !first.abstained && first.evidence[0] === second.evidence[0];
  const length = lengthBetween(first, sameMessage && pair.finished ? await ask(pair.finished) : second, pair.unit, plan.kind);
  // "between adopting Mochi and Mochi's first vet visit": the second is an event of its own when as an object it finds nothing apart
  return length ?? (pair.ownSecond ? lengthBetween(first, await ask(pair.ownSecond), pair.unit, plan.kind) : null);
}
