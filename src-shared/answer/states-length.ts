import type { WallMs } from '../domain/time';
import type { FindTimes } from './event-dating';

const AGO_OR_SINCE = /\b(ago|since)\b/i;

/**
 * Whether a message states a length of time ("for 3 years", "seven years now") or a time it implies
 * one from ("two years ago", "since 2016"). Lets retrieval for "how long" questions prefer "I've had
 * them for 3 years", a short reply that barely names what it is about.
 */
export function statesLength(text: string, said: WallMs, findTimes: FindTimes): boolean {
  return findTimes(text, said, { tense: 'auto' }).some(
    (t) => t.type === 'duration' || AGO_OR_SINCE.test(t.text) || AGO_OR_SINCE.test(text.slice(Math.max(0, t.start - 8), t.start)),
  );
}
