import { DAY_MS, daySpan } from './calendar';
import { askedDirection, eventWordsIn, eventWordsOf, INSTEAD, sentenceAround, type DatedEvent } from './event-dating';
import type { QueryPlan } from './query-plan';
import { toldDone } from './told-done';

const WEEK_MS = 7 * DAY_MS;
/** How far past its planned time a thing may still be the planned one. */
const SLIP_MS = WEEK_MS;
/** ... and how far when a later report names all the plan named. */
const LONG_SLIP_MS = 62 * DAY_MS;
/** "late May or early June": a time told as one of two, and how far past the first the other may reach. */
const ONE_OF_TWO = /^\s*,?\s*or\s+(?:maybe\s+|perhaps\s+)?(?:in\s+|on\s+)?(?:early|mid|late|the\s+)?/i;
const ALTERNATIVE_REACH_MS = 31 * DAY_MS;
/** How long after its planned time a report without a time still tells that the plan happened. */
const REPORT_REACH_MS = 31 * DAY_MS;

/** A report that a thing happened when it was planned. */
const AS_PLANNED = /\b(?:as|like)\s+(?:planned|scheduled|booked|arranged)\b|\bon schedule\b/i;

/** The text a dated event's time was told in: a time from a neighbouring turn is found in that turn's text. */
const toldIn = (d: DatedEvent) => (d.evidence.length > 1 ? d.context : d.item.text);

/** "hoping to buy one before Christmas", "done by June": a time told as the latest the thing may come. */
const DEADLINE_BEFORE = /\b(?:before|by)\s+(?:the\s+)?$/i;
const toldAsDeadline = (d: DatedEvent) => {
  const source = toldIn(d);
  const at = d.expr ? source.indexOf(d.expr.text) : -1;
  return at >= 0 && DEADLINE_BEFORE.test(source.slice(0, at));
};

/** A question's last word, which names the thing it asks of ("When did he play his first open mic?"). */
const LAST_WORD = /([\p{L}\p{N}'’-]+)[^\p{L}\p{N}]*$/u;

/** A time told ahead of when it was said: a plan. */
const isPlan = (d: DatedEvent) => d.expr !== null && d.span.start >= daySpan(d.said).end;

/**
 * A past question about something that was planned: "I'm running the Berlin marathon in September", later "Finished
 * Berlin in 3:52 on the 24th". The plan's time is what was expected; a later message naming the same thing with a
 * time inside the planned one (or a few days after it), already past when it was said, tells when it happened. The
 * best-scored such report replaces the plan. A later report without a time ("I passed my driving test!") tells that
 * the plan ("When's your driving test?" / "This Friday!") happened when planned, if it came due before the report.
 */
export function doneAfterPlan(best: DatedEvent, candidates: readonly DatedEvent[], plan: QueryPlan): DatedEvent {
  if (askedDirection(plan) !== 'past') return best;
  // what a dated event names, with the turns that dated it ("We're buying a house!" / "When do you get the keys?" / "In March")
  const wordsOf = (d: DatedEvent) => new Set([...eventWordsOf(d.item, plan), ...eventWordsIn(d.context, plan)]);
  const named = wordsOf(best);
  // a plan dated by a neighbouring turn ("My brother got engaged!" / "When's the wedding?" / "Next June") may name none
  const sameThing = (d: DatedEvent) => {
    const words = wordsOf(d);
    return named.size ? [...words].some((w) => named.has(w)) : words.size > 0;
  };
  // a report saying it went "as planned" ("The operation went ahead on the Friday as planned") is dated by the plan too
  if (!best.expr || AS_PLANNED.test(sentenceAround(best.item.text, best.expr))) {
    // a plan told no closer than a month ("My qualifying exam is later this month") that holds the report's day says less
    // than the report ("I PASSED MY QUALIFYING EXAM!!!"), as does one of two times ("late May or early June") when the
    // report comes within the other
    const alternative = (d: DatedEvent) => {
      const source = toldIn(d);
      const at = source.indexOf(d.expr!.text);
      return at >= 0 && ONE_OF_TWO.test(source.slice(at + d.expr!.text.length));
    };
    const holdsReport = (d: DatedEvent) =>
      alternative(d) ? d.span.end + ALTERNATIVE_REACH_MS >= daySpan(best.said).end : d.span.end - d.span.start > WEEK_MS && d.span.end >= daySpan(best.said).end;
    // a hope to be done by a time that passed before the word it was done ("by the end of January" / "We closed it!") slipped
    const slipped = (d: DatedEvent) => toldAsDeadline(d) && d.span.end <= daySpan(best.said).start;
    const due = (d: DatedEvent) => isPlan(d) && d.said < best.said && d.span.start < daySpan(best.said).end && best.said - d.span.start <= REPORT_REACH_MS && !holdsReport(d) && !slipped(d);
    // "I played my first open mic!" is not the shop "opening" planned: a report naming the thing asked of (the question's
    // last word) takes only a plan naming it too
    const head = [...eventWordsIn(plan.question.match(LAST_WORD)?.[1] ?? '', plan)];
    const sameHead = (d: DatedEvent) => !head.every((w) => named.has(w)) || head.every((w) => wordsOf(d).has(w));
    return candidates.find((d) => d !== best && due(d) && sameThing(d) && sameHead(d)) ?? best;
  }
  if (!isPlan(best)) return best;
  // told as past, of a time in the planned one or a few days after it (a delivery "in two weeks" came a day late); a
  // report naming all the plan named, of a time weeks later, tells it slipped ("road trip in mid-May", then "The road
  // trip was last week" in June), as does one done "instead" ("it didn't happen when I said ... I finally went last
  // Saturday instead"); so does one naming more of the question than the plan did, a later part of the thing ("the
  // cruise leaves next Monday", then "I got back from the cruise last week" for "When did she return from the cruise?")
  const namesAll = (d: DatedEvent) => [...named].every((w) => wordsOf(d).has(w));
  const slip = (d: DatedEvent) => ((namesAll(d) && (named.size >= 2 || wordsOf(d).size > named.size)) || INSTEAD.test(d.item.text) ? LONG_SLIP_MS : SLIP_MS);
  // a plan "before Christmas" or "by June" is for any time from when it was told until then
  const from = toldAsDeadline(best) ? daySpan(best.said).end : best.span.start;
  const asPlanned = (d: DatedEvent) => d.span.start >= from && d.span.start < best.span.end + slip(d);
  const done = (d: DatedEvent) => d.expr !== null && d.said > best.said && d.span.end <= daySpan(d.said).end && asPlanned(d);
  // a hope to be done by a time ("We're hoping to close it by the end of January"), then word it was done once that
  // time had passed ("We closed the seed round!"): it slipped, and the day of the word is all that is known
  const late = (d: DatedEvent) =>
    d.expr === null && toldAsDeadline(best) && d.said >= best.span.end && d.said - best.span.end <= REPORT_REACH_MS && namesAll(d) && toldDone(d.item.text, plan);
  return candidates.find((d) => d !== best && (done(d) || late(d)) && sameThing(d)) ?? best;
}
