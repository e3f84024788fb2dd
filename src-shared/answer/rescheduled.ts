import type { DatedEvent } from './event-dating';
import { eventWordsIn, INSTEAD } from './event-dating';
import type { QueryPlan } from './query-plan';

/** "move the dentist to", "pushed the dinner back to": the changed thing sits between the verb and its new time. */
const ACTIVE = /\b(?:mov(?:e|ed|ing)|push(?:ed|ing)?|postpon(?:e|ed|ing)|reschedul(?:e|ed|ing)|brought|bring|chang(?:e|ed|ing)|shift(?:ed|ing)?)\s+((?:[\p{L}'’-]+\s+){1,4}?)(?:back\s+|forward\s+)?(?:to|until|till)\b/giu;
/** "the dentist was moved to", "the dinner got pushed back": the changed thing before the verb. */
const PASSIVE = /((?:[\p{L}'’-]+\s+){1,3})(?:is|was|has been|had been|got|been)\s+(?:moved|postponed|rescheduled|pushed|brought|changed|shifted)\b/giu;
/** "Had to cancel the Osaka trip ... Going in October instead": the thing called off, when a new time replaces it. */
const CANCELLED = /\b(?:cancel(?:l?ed|l?ing|s)?|call(?:ed|ing)?\s+off|scrapp(?:ed|ing))\s+((?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+)/giu;
/** Asking for the time first planned ("When did I originally plan to ...") wants the first, not the change. */
const FIRST_PLAN = /\b(?:originally|initially|at first|first planned|first plan)\b/i;

/**
 * The event as last scheduled: a message said after the best one that moves the same event to a new time ("Dentist
 * appointment booked for next Friday", then "Had to move the dentist to Monday the 18th", or "Had to cancel the
 * dentist. Going on the 18th instead") replaces it, when it names one of the event's words as the thing moved, not a
 * move of house ("We moved to Leeds last week").
 */
export function latestSchedule(best: DatedEvent, candidates: readonly DatedEvent[], plan: QueryPlan): DatedEvent {
  if (!best.expr || FIRST_PLAN.test(plan.question)) return best;
  const named = eventWordsIn(best.item.text, plan);
  const moved = (text: string) => [...text.matchAll(ACTIVE), ...text.matchAll(PASSIVE), ...(INSTEAD.test(text) ? text.matchAll(CANCELLED) : [])];
  const movesIt = (text: string) => moved(text).some((m) => [...eventWordsIn(m[1]!, plan)].some((w) => named.has(w)));
  return candidates.reduce((pick, d) => (d.expr && d.said > pick.said && movesIt(d.item.text) ? d : pick), best);
}
