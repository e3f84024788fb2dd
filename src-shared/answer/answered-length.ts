import { capitalised } from './calendar';
import { isQuestion, sentencesOf } from './coverage';
import type { Handler } from './temporal-reasoner';

/**
 * A length said in answer to "how long" ("How long have you had them?" / "I've had them for 3
 * years now"): the reply rarely names what it is about, and the question's own words seldom
 * match it, yet it is the plainest record of when something began. The engine finds such a reply
 * about what a start or length question asks (ReasonInput.lengthAnswer) and answers from it
 * before weighing other dated evidence. A habit's length is asked and told alike ("How long do
 * you usually walk them?" / "Usually for about an hour"), and answered as told.
 */

/**
 * A question put to someone about how long something has gone on or went on, or how long ago it began;
 * not about a habit ("How long do you usually walk them?").
 */
const HOW_LONG = /\bhow long(?: ago)? (?:have|has|had|did|were|was)\b[^?？]{0,120}?\b(?:you|ya|u)\b/i;

/** "How long does she usually walk them?" asks a habit's length, which no "since" length answers. */
const ASKS_HABIT = /\bhow long (?:do|does)\b/i;
/** The same put to someone: "How long do you usually walk them for?". */
const HOW_LONG_HABIT = /\bhow long (?:do|does) (?:you|ya|u)\b/i;

/** Whether a question asks how long a habit takes ("How long does Ann usually walk her dogs?"). */
export function asksHabitLength(question: string): boolean {
  return ASKS_HABIT.test(question);
}

/**
 * The question of a turn that asks the person it addresses how long something has lasted ("How long
 * have you had them?"), or with `habit`, how long a habit of theirs takes; null when it asks neither.
 */
export function howLongQuestion(text: string, habit = false): string | null {
  if (!/how long/i.test(text)) return null; // most turns: spare the sentence split
  const asks = habit ? HOW_LONG_HABIT : HOW_LONG;
  return sentencesOf(text).find((s) => isQuestion(s) && asks.test(s)) ?? null;
}

/** A habit's length as the reply tells it ("Usually for about an hour" -> "About an hour", PT1H). */
export const habitLength: Handler = ({ evidence, support }, findTimes) => {
  const reply = evidence[0];
  const length = reply && findTimes(reply.text, reply.time, { tense: 'auto' }).find((t) => t.type === 'duration' && t.duration);
  if (!reply || !length?.duration) return null;
  const told = length.text.trim();
  return { answer: capitalised(told), time: null, duration: length.duration, confidence: 0.5 + 0.4 * support, evidence: [reply.messageId] };
};

/**
 * Answers from the reply to a "how long" question (input.lengthAnswer) with `inner` (with habitLength for a
 * habit's length), as if it were the only evidence.
 */
export function answeredLength(inner: Handler): Handler {
  return (input, findTimes) => {
    const reply = input.lengthAnswer;
    if (!reply || input.plan.future) return null;
    const found = (asksHabitLength(input.plan.question) ? habitLength : inner)({ ...input, evidence: [reply] }, findTimes);
    return found && { ...found, evidence: [reply.messageId, ...(found.evidence ?? [])] };
  };
}
