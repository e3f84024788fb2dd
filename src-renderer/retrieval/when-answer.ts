import { isQuestion, makeCoverage, sentencesOf, wantedTerms } from '../../src-shared/answer/coverage';
import type { EvidenceItem } from '../../src-shared/answer/evidence';
import type { QueryPlan } from '../../src-shared/answer/query-plan';
import { terms } from '../../src-shared/answer/stopwords';
import { findTimeExpressions } from '../../src-shared/time/index';
import { answeringReply } from './answering-reply';
import { evidenceOf, type MemoryIndex } from './memory-index';

/** Kinds a time said in answer to "when did you ...?" dates. */
const WHEN_ANSWERED_KINDS = new Set(['when', 'start', 'end']);
/** A question put to the one it answers asking when they did something: "When did you join again?". */
const ASKS_WHEN_YOU = /\bwhen\s+(?:did|were|had)\s+(?:you|ya|u)\b/i;

/**
 * The subject's reply telling a time to a "When did you ...?" put to them about what the question asks: "I can't
 * believe you've been with them this long. When did you join again?" / "Back in 2019". The exchange counts the
 * subject's turn the question follows ("the Marrow Lanterns are going into the studio") too; the question must ask
 * the asked deed ("When did you join?" for joining).
 */
export function whenAnswerFor(index: MemoryIndex, plan: QueryPlan): EvidenceItem | undefined {
  if (!WHEN_ANSWERED_KINDS.has(plan.kind) || plan.future || !plan.subject || !index.speakerCounts.has(plan.subject)) return undefined;
  const wanted = wantedTerms(plan.keywords, plan.subject);
  const reply = answeringReply(index, plan, wanted, {
    // most turns ask no "when": spare them the sentence split
    question: (text) => (ASKS_WHEN_YOU.test(text) ? (sentencesOf(text).find((s) => isQuestion(s) && ASKS_WHEN_YOU.test(s)) ?? null) : null),
    before: (m) => index.turnsAround(m.id, 2).find((t) => t.offset === -2 && t.message.speaker === m.speaker)?.message.text,
    answers: (m, asked) => wanted.some((t) => terms(asked).includes(t)) && findTimeExpressions(m.text, m.time).some((t) => t.interval !== null && t.type !== 'duration'),
    cover: makeCoverage(wanted, (t) => index.idf(t), { sameMeaning: true, placeTerms: plan.placeTerms }),
  });
  return reply && evidenceOf(reply);
}
