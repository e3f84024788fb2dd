import { dateSpanOf, daySpan } from './calendar';
import { SENTENCE } from './coverage';
import type { DatedEvent, FindTimes } from './event-dating';
import { BACK_REFERENCE, eventWordsIn, INSTEAD, sentenceAround, WORD_OF_IT } from './event-dating';
import type { QueryPlan } from './query-plan';
import type { TimeExpression, WallMs } from '../domain/time';
import { narrows } from '../time/narrowed';
import { makeTenseReader } from '../time/tense';

/**
 * "move the dentist to", "pushed the dinner back to", "push it back a week", "rescheduled my surgery for": the changed
 * thing sits between the verb and its new time.
 */
const ACTIVE = /\b(?:mov(?:e|ed|ing)|push(?:ed|ing)?|postpon(?:e|ed|ing)|reschedul(?:e|ed|ing)|brought|bring|chang(?:e|ed|ing)|shift(?:ed|ing)?)\s+((?:[\p{L}'’-]+\s+){1,4}?)(?:(?:back|forward)\s+)?(?:to|until|till)\b|\b(?:push(?:ed|ing)?|mov(?:e|ed|ing))\s+((?:[\p{L}'’-]+\s+){1,2}?)(?:back|forward)\b|\breschedul(?:e|ed|ing)\s+((?:[\p{L}'’-]+\s+){1,4}?)for\b/giu;
/** "the dentist was moved to", "the dinner got pushed back", "the party is moving to": the changed thing before the verb. */
const PASSIVE = /((?:[\p{L}'’-]+\s+){1,3})(?:(?:is|was|has been|had been|got|been|is being)\s+(?:moved|postponed|rescheduled|pushed|brought|changed|shifted)|(?:is|are)\s+(?:now\s+)?(?:moving|shifting))\b/giu;
/** "the university moved graduation because of the renovation. It's now on December 7th": the thing moved, its new time told after. */
const MOVED_THING = /\b(?:mov(?:e|ed|ing)|reschedul(?:e|ed|ing)|postpon(?:e|ed|ing))\s+((?:(?:the|our|my|his|her|their)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)(?=\s+(?:because|due|since|as|again)\b|\s*[.!,;—–])/giu;
/** "we decided to postpone. It's now going to be in January": moved, with the thing left to the talk. */
const BARE = /\b(?:postpon|reschedul)(?:e|ed|ing)\b(?=\s*(?:[.!;—–]|$))/giu;
/** "Had to cancel the Osaka trip ... Going in October instead": the thing called off, when a new time replaces it. */
const CANCELLED = /\b(?:cancel(?:l?ed|l?ing|s)?|call(?:ed|ing)?\s+off|scrapp(?:ed|ing))\s+((?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+)/giu;
/** "my road test for tomorrow got cancelled ... The earliest they could rebook me is July 21": called off, then booked anew. */
const CANCELLED_PASSIVE = /((?:[\p{L}'’-]+\s+){1,3})(?:is|was|got|has been|had been|been)\s+(?:cancel(?:l?ed)|called off)\b/giu;
const REBOOKED = /\b(?:re-?book(?:ed|ing|s)?|new date)\b/i;
/** "push it to October": the thing moved is the one the talk is about. */
const POINTS_BACK = /^\s*(?:it|that|this|them|those)\s*$/i;
/** What comes before the time a plan was moved from. */
const OLD_TIME = /\b(?:instead of|rather than|from)\s+(?:the\s+)?$/i;
/** Asking for the time first planned ("When did I originally plan to ...") wants the first, not the change. */
const FIRST_PLAN = /\b(?:originally|initially|at first|first planned|first plan)\b/i;

/**
 * The event as last scheduled: a message said after the best one that moves the same event to a new time ("Dentist
 * appointment booked for next Friday", then "Had to move the dentist to Monday the 18th", or "Had to cancel the
 * dentist. Going on the 18th instead", or "my road test got cancelled ... they could rebook me July 21") replaces it, when it names one of the event's words as the thing moved, or
 * moves "it" (or postpones, naming nothing) while it or the turn it answers names the event ("All set for Japan?" / "We had to push it back a
 * week. We now fly on October 10th."); not a move of house ("We moved to Leeds last week"). The new time is the last
 * one said after the move in its sentence, or in the next sentence, narrowed by the next sentence if that says
 * a time inside it ("push it to October. We leave on October 6th now."). With no move, a later telling of a time
 * inside the planned one ("a charity concert this summer", then "the charity concert in two weeks") refines it.
 */
export function latestSchedule(told: DatedEvent, candidates: readonly DatedEvent[], plan: QueryPlan, findTimes: FindTimes): DatedEvent {
  // what was told as done ("We started ripping out the kitchen two weeks ago", "I signed the contract this morning!")
  // has no schedule left to move
  if (!told.expr || FIRST_PLAN.test(plan.question)) return told;
  const sameDay = told.span.end <= daySpan(told.said).end && told.evidence.length === 1;
  const done = told.span.end <= daySpan(told.said).start || (sameDay && makeTenseReader(told.item.text, 'future')(told.expr.start) === 'past');
  if (done) return told;
  // a plan dated from the turns around its message ("we're aiming to open on July 22" / "Cedar & Smoke.") is named there,
  // and one told in answer to the other's question by that question ("The NATIONALS?! When is it?" / "Early next year")
  const asker = told.item.replyTo !== null && told.item.replyTo.speaker !== told.item.speaker ? told.item.replyTo.text : '';
  const named = eventWordsIn([told.item.text, told.evidence.length > 1 ? told.context : '', asker].join(' '), plan);
  const namedIn = (text: string) => [...eventWordsIn(text, plan)].filter((w) => named.has(w)).length;
  const namesIt = (text: string) => namedIn(text) > 0;
  // the other speaker's turn a message answers, if it answers one
  const answered = ({ item }: DatedEvent) => (item.replyTo !== null && item.replyTo.speaker !== item.speaker ? item.replyTo.text : null);
  // told of the event: in the sentence saying the time ("spare pine from the tiny house. I can have it done by Friday" is
  // not the housewarming's Friday), or in answer to the other's turn naming it ("Any news on the fair?" / "It's this
  // weekend!") or asking when, in a turn naming it ("When's the opening?" / "It's two weeks from today. I'll hang the show
  // ..."); not asking after word of it ("Have you heard back from the symphony?" / "I have, this afternoon")
  const toldOfIt = (d: DatedEvent) => {
    const asked = answered(d);
    return (
      namesIt(d.evidence.length > 1 ? d.context : sentenceAround(d.item.text, d.expr!)) ||
      (asked !== null && !WORD_OF_IT.test(asked) && (namesIt(asked) || (/\bwhen\b/i.test(asked) && namesIt(d.item.text))))
    );
  };
  // "a charity concert this summer", later "the charity concert ... in two weeks": the plan told more precisely; of
  // several, the one naming most of it ("our Christmas concert on Saturday", not "How was your Christmas?"), then the latest
  const refines = (d: DatedEvent) => d.expr !== null && d.said > told.said && narrows(d.span, told.span) && toldOfIt(d);
  const closer = (a: DatedEvent, d: DatedEvent) => namedIn(d.item.text) - namedIn(a.item.text) || d.said - a.said;
  const refined = candidates.filter(refines).reduce<DatedEvent | null>((a, d) => (a === null || closer(a, d) > 0 ? d : a), null) ?? told;
  // once told done on its time ("Our first concert was on the 14th"), a move said later is of a later one ("we had to
  // move the spring concert to the 6th of May")
  const kept = candidates.filter((c) => c.said > told.said && c.span.start >= told.span.start && c.span.end <= told.span.end && c.span.end <= daySpan(c.said).start);
  const keptAt = kept.length ? Math.min(...kept.map((c) => c.said)) : undefined;
  // a move said later wins over a refinement
  const moved = candidates.reduce((pick, d) => {
    if (d.said <= pick.said || (keptAt !== undefined && d.said > keptAt)) return pick;
    const { text } = d.item;
    const asked = answered(d);
    const talkNamesIt = namesIt(text) || (asked !== null && namesIt(asked));
    const rebooked = REBOOKED.exec(text);
    const calledOff = rebooked ? [...text.matchAll(CANCELLED_PASSIVE)].filter((m) => m.index < rebooked.index) : [];
    const moves = [...text.matchAll(ACTIVE), ...text.matchAll(PASSIVE), ...text.matchAll(MOVED_THING), ...text.matchAll(BARE), ...(INSTEAD.test(text) ? text.matchAll(CANCELLED) : []), ...calledOff];
    const move = moves.find((m) => {
      const thing = m.length > 1 ? (m[1] ?? m[2] ?? m[3] ?? '') : 'it';
      return namesIt(thing) || (POINTS_BACK.test(thing) && talkNamesIt);
    });
    if (!move) return pick;
    // the new time of a thing called off is told with its rebooking
    const from = calledOff.includes(move) ? rebooked!.index + rebooked![0].length : move.index + move[0].length;
    const expr = newTime(text, from, d.said, findTimes, namesIt);
    const span = expr && dateSpanOf(expr, d.said);
    if (expr && span) return { ...d, expr, span };
    // the new time told in the speaker's next turn ("postponed at the last minute" / "A new date?" / "It's now next
    // Monday"), which dated the move: one ahead of it
    return d.expr && d.context && d.span.start >= daySpan(d.said).end ? d : pick;
  }, told);
  return moved !== told ? moved : refined;
}

/**
 * The time a move gives, said after `from` (see latestSchedule); a time that has passed when said is no new schedule.
 * The next sentence gives it only if that one names the thing, refers back to it ("We now fly on the 10th.") or gives
 * one "instead", not if it tells of another ("pushed it to the holidays. Track season starts up in two weeks, too").
 */
function newTime(text: string, from: number, said: WallMs, findTimes: FindTimes, namesIt: (text: string) => boolean): TimeExpression | null {
  // not the time it was moved from ("moved to this Friday instead of Tuesday", "from March to April")
  const ahead = findTimes(text, said).filter((t) => t.start >= from && t.interval && t.interval.end > daySpan(said).end && !OLD_TIME.test(text.slice(0, t.start)));
  const sentences = [...text.matchAll(SENTENCE)].map((m) => m.index + m[0].length);
  const sentenceEnd = sentences.find((end) => end > from) ?? text.length;
  const nextEnd = sentences.find((end) => end > sentenceEnd) ?? text.length;
  const inSentence = ahead.filter((t) => t.start < sentenceEnd);
  const next = ahead.filter((t) => t.start >= sentenceEnd && t.start < nextEnd);
  const last = inSentence.at(-1);
  const nextText = text.slice(sentenceEnd, nextEnd);
  if (!last) return namesIt(nextText) || BACK_REFERENCE.test(nextText) || INSTEAD.test(nextText) ? (next[0] ?? null) : null;
  return next.find((t) => narrows(t.interval!, last.interval!)) ?? last;
}
