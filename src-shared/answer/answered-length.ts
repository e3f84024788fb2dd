import { isQuestion, sentencesOf } from './coverage';
import type { Handler } from './temporal-reasoner';

/**
 * A length said in answer to "how long" ("How long have you had them?" / "I've had them for 3
 * years now"): the reply rarely names what it is about, and the question's own words seldom
 * match it, yet it is the plainest record of when something began. The engine finds such a reply
 * about what a start or length question asks (ReasonInput.lengthAnswer) and answers from it
 * before weighing other dated evidence.
 */

/**
 * A question put to someone about how long something has gone on or went on, or how long ago it began;
 * not about a habit ("How long do you usually walk them?").
 */
const HOW_LONG = /\bhow long(?: ago)? (?:have|has|had|did|were|was)\b[^?？]{0,120}?\b(?:you|ya|u)\b/i;

/** "How long does she usually walk them?" asks a habit's length, which no "since" length answers. */
const ASKS_HABIT = /\bhow long (?:do|does)\b/i;

/** Whether a question about when something began or how long it has lasted may be answered by a reply to "how long". */
export function lengthAnswerable(question: string): boolean {
  return !ASKS_HABIT.test(question);
}

/** The question of a turn that asks the person it addresses how long something has lasted ("How long have you had them?"), or null. */
export function howLongQuestion(text: string): string | null {
  if (!/how long/i.test(text)) return null; // most turns: spare the sentence split
  return sentencesOf(text).find((s) => isQuestion(s) && HOW_LONG.test(s)) ?? null;
}

/** Answers from the reply to a "how long" question (input.lengthAnswer) with `inner`, as if it were the only evidence. */
export function answeredLength(inner: Handler): Handler {
  return (input, findTimes) => {
    const reply = input.lengthAnswer;
    if (!reply || input.plan.future) return null;
    const found = inner({ ...input, evidence: [reply] }, findTimes);
    return found && { ...found, evidence: [reply.messageId, ...(found.evidence ?? [])] };
  };
}
