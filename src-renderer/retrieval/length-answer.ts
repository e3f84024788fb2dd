import { asksHabitLength, howLongQuestion } from '../../src-shared/answer/answered-length';
import { makeCoverage, REFERS_BACK, wantedTerms } from '../../src-shared/answer/coverage';
import type { EvidenceItem } from '../../src-shared/answer/evidence';
import type { QueryPlan } from '../../src-shared/answer/query-plan';
import { terms } from '../../src-shared/answer/stopwords';
import { parseNumber } from '../../src-shared/time/numbers';
import { answeringReply } from './answering-reply';
import { evidenceOf, type MemoryIndex } from './memory-index';

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
  if (!LENGTH_ANSWERED_KINDS.has(plan.kind) || !plan.subject || !index.speakerCounts.has(plan.subject)) return undefined;
  // a habit's length answers a question about the habit, a "since" length one about what began
  const habit = asksHabitLength(plan.question);
  // a count is a detail the exchange seldom repeats ("her first three dogs" / "I've had them for 3 years")
  const wanted = wantedTerms(plan.keywords.filter((k) => parseNumber(k) === undefined), plan.subject);
  const head = wanted.at(-1);
  const cover = makeCoverage(wanted, (t) => index.idf(t), { placeTerms: plan.placeTerms });
  const reply = answeringReply(index, plan, wanted, {
    question: (text) => howLongQuestion(text, habit),
    before: (m, asked) => (REFERS_BACK.test(asked) && head ? referredTurn(index, m.id, head) : undefined),
    answers: (m) => index.statesLength(m.id),
    cover,
  });
  return reply && evidenceOf(reply);
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
