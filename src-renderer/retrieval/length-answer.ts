import { asksHabitLength, howLongQuestion } from '../../src-shared/answer/answered-length';
import { makeCoverage, REFERS_BACK, wantedTerms } from '../../src-shared/answer/coverage';
import type { EvidenceItem } from '../../src-shared/answer/evidence';
import type { QueryPlan } from '../../src-shared/answer/query-plan';
import { terms } from '../../src-shared/answer/stopwords';
import { parseNumber } from '../../src-shared/time/numbers';
import { evidenceOf, type IndexedMessage, type MemoryIndex } from './memory-index';

/** Kinds a length said in answer to "how long" dates or measures. */
const LENGTH_ANSWERED_KINDS = new Set(['start', 'duration']);

/**
 * The subject's reply that states a length to a "how long" question put to them, about what a start or
 * length question asks (about a habit's length when the question asks one: "How long do you usually walk
 * them?" / "About an hour"). The exchange is the reply and the question, and the turn before when the question
 * refers back to it ("Look at my turtles!" / "How long have you had them?" / "3 years now"), or the latest
 * earlier turn of the talk naming what is asked ("Is that Civilization VI?" ... "How long have you been playing
 * this game?"): it must name the question's last content word (what is had or done: "turtles" of "his first two turtles"), counts
 * aside. The exchange covering most of the question, then the latest, wins.
 */
export function lengthAnswerFor(index: MemoryIndex, plan: QueryPlan): EvidenceItem | undefined {
  const subject = plan.subject?.toLowerCase();
  if (!LENGTH_ANSWERED_KINDS.has(plan.kind) || !subject || !index.speakerCounts.has(plan.subject!)) return undefined;
  // a habit's length answers a question about the habit, a "since" length one about what began
  const habit = asksHabitLength(plan.question);
  // a count is a detail the exchange seldom repeats ("her first three dogs" / "I've had them for 3 years")
  const wanted = wantedTerms(plan.keywords.filter((k) => parseNumber(k) === undefined), plan.subject);
  const head = wanted.at(-1);
  if (!head) return undefined;
  const cover = makeCoverage(wanted, (t) => index.idf(t), { placeTerms: plan.placeTerms });
  let best: { m: IndexedMessage; c: number } | undefined;
  for (const m of index.messages.values()) {
    const known = m.time <= plan.now && m.recordedAt <= (plan.asOf ?? Infinity);
    if (!known || m.speaker.toLowerCase() !== subject || !m.replyTo || m.replyTo.speaker === m.speaker) continue;
    const asked = howLongQuestion(m.replyTo.text, habit);
    if (!asked) continue;
    const before = REFERS_BACK.test(asked) ? referredTurn(index, m.id, head) : undefined;
    const exchange = [m.terms, new Set(terms(m.replyTo.text)), new Set(terms(before ?? ''))];
    // what is had or done, or two of the question's words ("Berlin! How long have you been training?" for "start
    // training for the Berlin marathon")
    const names = exchange.some((ts) => ts.has(head)) || wanted.filter((t) => exchange.some((ts) => ts.has(t))).length >= 2;
    if (!names || !index.statesLength(m.id)) continue;
    const c = cover(...exchange);
    if (!best || c > best.c || (c === best.c && m.time > best.m.time)) best = { m, c };
  }
  return best && evidenceOf(best.m);
}

/** How far back a "how long" question's "it" or "this game" may reach for what it names: the talk around one topic. */
const TOPIC_REACH = 8;

/**
 * The turn a "how long" question refers back to, for the reply `id`: the latest earlier turn of the talk that
 * names `head`, else the turn just before the question.
 */
function referredTurn(index: MemoryIndex, id: string, head: string): string | undefined {
  const earlier = index.turnsAround(id, TOPIC_REACH).filter((t) => t.offset <= -2).sort((a, b) => b.offset - a.offset);
  // a question names its topic too ("Is that Civilization VI?"), so all of a turn's words count
  return (earlier.find((t) => terms(t.message.text).includes(head)) ?? earlier[0])?.message.text;
}
