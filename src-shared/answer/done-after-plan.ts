import { DAY_MS, daySpan } from './calendar';
import { askedDirection, eventWordsIn, type DatedEvent } from './event-dating';
import type { QueryPlan } from './query-plan';

/**
 * A past question about something that was planned: "I'm running the Berlin marathon in September", later "Finished
 * Berlin in 3:52 on the 24th". The plan's time is what was expected; a later message naming the same thing with a
 * time inside the planned one (or a few days after it), already past when it was said, tells when it happened. The
 * best-scored such report replaces the plan; with none, the plan's time stands.
 */
/** How far past its planned time a thing may still be the planned one. */
const SLIP_MS = 7 * DAY_MS;

export function doneAfterPlan(best: DatedEvent, candidates: readonly DatedEvent[], plan: QueryPlan): DatedEvent {
  if (askedDirection(plan) !== 'past' || !best.expr || best.span.start < daySpan(best.said).end) return best;
  const named = eventWordsIn(best.item.text, plan);
  const sameThing = (d: DatedEvent) => [...eventWordsIn(d.item.text, plan)].some((w) => named.has(w));
  // told as past, of a time in the planned one or a few days after it (a delivery "in two weeks" came a day late)
  const asPlanned = (d: DatedEvent) => d.span.start >= best.span.start && d.span.start < best.span.end + SLIP_MS;
  const done = (d: DatedEvent) => d.expr !== null && d.said > best.said && d.span.end <= daySpan(d.said).end && asPlanned(d);
  return candidates.find((d) => d !== best && done(d) && sameThing(d)) ?? best;
}
