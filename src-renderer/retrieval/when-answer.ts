import { makeCoverage, sentencesOf, isQuestion, wantedTerms } from '../../src-shared/answer/coverage';
import type { EvidenceItem } from '../../src-shared/answer/evidence';
import type { QueryPlan } from '../../src-shared/answer/query-plan';
import { terms } from '../../src-shared/answer/stopwords';
import { findTimeExpressions } from '../../src-shared/time/index';
import { evidenceOf, type IndexedMessage, type MemoryIndex } from './memory-index';

/** Kinds a time said in answer to "when did you ...?" dates. */
const WHEN_ANSWERED_KINDS = new Set(['when', 'start', 'end']);
/** A question put to the one it answers asking when they did something: "When did you join again?". */
const ASKS_WHEN_YOU = /\bwhen\s+(?:did|were|had)\s+(?:you|ya|u)\b/i;

/**
 * The subject's reply telling a time to a "When did you ...?" put to them about what the question asks: "I can't
 * believe you've been with them this long. When did you join again?" / "Back in 2019". The reply seldom names what
 * it answers, so the exchange counts: the reply, the question and the subject's turn the question follows ("the
 * Marrow Lanterns are going into the studio"). It must name the question's last content word or two of its words;
 * the exchange covering most of the question, then the latest, wins.
 */
export function whenAnswerFor(index: MemoryIndex, plan: QueryPlan): EvidenceItem | undefined {
  const subject = plan.subject?.toLowerCase();
  if (!WHEN_ANSWERED_KINDS.has(plan.kind) || plan.future || !subject || !index.speakerCounts.has(plan.subject!)) return undefined;
  const wanted = wantedTerms(plan.keywords, plan.subject);
  const head = wanted.at(-1);
  if (!head) return undefined;
  const cover = makeCoverage(wanted, (t) => index.idf(t), { sameMeaning: true, placeTerms: plan.placeTerms });
  let best: { m: IndexedMessage; c: number } | undefined;
  for (const m of index.messages.values()) {
    const known = m.time <= plan.now && m.recordedAt <= (plan.asOf ?? Infinity);
    // most turns answer no "when": spare them the sentence split
    if (!known || m.speaker.toLowerCase() !== subject || !m.replyTo || m.replyTo.speaker === m.speaker || !ASKS_WHEN_YOU.test(m.replyTo.text)) continue;
    const asked = sentencesOf(m.replyTo.text).find((s) => isQuestion(s) && ASKS_WHEN_YOU.test(s));
    if (!asked) continue;
    const before = index.turnsAround(m.id, 2).find((t) => t.offset === -2 && t.message.speaker === m.speaker)?.message.text ?? '';
    const exchange = [m.terms, new Set(terms(m.replyTo.text)), new Set(terms(before))];
    const names = exchange.some((ts) => ts.has(head)) || wanted.filter((t) => exchange.some((ts) => ts.has(t))).length >= 2;
    // the question's own verb must be asked ("When did you join?" for joining), and the reply must tell a time
    const asksDeed = wanted.some((t) => terms(asked).includes(t));
    if (!names || !asksDeed || !findTimeExpressions(m.text, m.time).some((t) => t.interval !== null && t.type !== 'duration')) continue;
    const c = cover(...exchange);
    if (!best || c > best.c || (c === best.c && m.time > best.m.time)) best = { m, c };
  }
  return best && evidenceOf(best.m);
}
