import type { Interval } from '../domain/time';

/**
 * What may stand between a time and the one right after it that narrows it: "this summer, the date is June 17th", "next
 * month, on the 14th", or a new sentence guessing at it: "postponed it to next spring. Probably April, ...".
 */
const NARROWING_GAP =
  /^\s*(?:(?:[,:;–—-]\s*)?(?:(?:the|our|his|her|their|its)\s+(?:date|day)\s+(?:is|was|will be|['’]s)\s+|(?:on|namely|specifically|exactly)\s+)?|[.!]\s+(?:probably|most likely|likely|maybe|hopefully|perhaps|possibly)\s+(?:in\s+|on\s+)?)$/i;

interface Located {
  start: number;
  end: number;
  interval: Interval | null;
}

/** Whether `inner` lies inside `outer` and is shorter: it tells the same time more precisely. */
export function narrows(inner: Interval, outer: Interval): boolean {
  return inner.start >= outer.start && inner.end <= outer.end && inner.end - inner.start < outer.end - outer.start;
}

/**
 * The time said right after `time` that narrows it ("getting married this summer, the date is June 17th"): a span
 * inside its span, shorter, with only a comma, "on" or "the date is" between them; else `time` itself.
 */
export function narrowed<T extends Located>(text: string, time: T, others: readonly T[]): T {
  const outer = time.interval;
  if (!outer) return time;
  const next = others.find((o) => o.start >= time.end && NARROWING_GAP.test(text.slice(time.end, o.start)));
  const inner = next?.interval;
  return next && inner && narrows(inner, outer) ? next : time;
}
