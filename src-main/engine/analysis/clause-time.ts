import { DateTime, Duration } from 'luxon';
import type { Granularity, TimeExpression, TimeSpan, WallMs } from '../../../src-shared/domain/time';
import { FUTURE_MARKERS, NEGATION_MARKERS, PAST_MARKERS, PERFECT_MARKERS, TRANSITION_VERBS } from './lexicon';
import type { VerbForm } from './verb-forms';
import { narrowed } from '../../../src-shared/time/narrowed';

export type Tense = 'past' | 'perfect' | 'present' | 'future';

/** A time expression located inside a normalised sentence. */
export interface LocatedTime {
  expr: TimeExpression;
  start: number;
  end: number;
  /** The word right before it ("since", "until", "on"), lower-cased. */
  before: string;
}

export interface ClauseTiming {
  tense: Tense;
  negated: boolean;
  /** The time expression the clause is dated by, if any. */
  when: LocatedTime | null;
  eventTime: TimeSpan | null;
  validFrom: WallMs | null;
  validTo: WallMs | null;
  granularity: Granularity | null;
  attributes: Record<string, string>;
}

const DAY = 86_400_000;
const START_WORDS = new Set(['since', 'from']);
const END_WORDS = new Set(['until', 'till', 'through', 'to']);

/** Read tense and negation from the auxiliaries, the verb form and the time expressions around the clause. */
export function readTense(aux: string, form: VerbForm, clause: string, near: LocatedTime | null, messageTime: WallMs): { tense: Tense; negated: boolean } {
  const negated = NEGATION_MARKERS.test(aux) || /\b(any ?more|no longer)\b/i.test(clause);
  if (FUTURE_MARKERS.test(aux)) return { tense: 'future', negated };
  const dayStart = messageTime - (((messageTime % DAY) + DAY) % DAY);
  const dated = near?.expr.interval ? near : null;
  const futureTime = dated?.expr.interval && dated.expr.interval.start >= dayStart + DAY;
  const pastTime = dated?.expr.interval && dated.expr.interval.end <= dayStart;
  if (/\bused to\b/.test(aux)) return { tense: 'past', negated };
  // "am swamped", "is married": a present form of be before a participle is a present state.
  if (/\b(am|is|are)\b/.test(aux) && !PAST_MARKERS.test(aux) && !/\b(have|has)\b/.test(aux) && !futureTime) return { tense: 'present', negated };
  if (PERFECT_MARKERS.test(aux) && (form === 'participle' || form === 'past' || /\bbeen\b/.test(aux))) return { tense: 'perfect', negated };
  if (PAST_MARKERS.test(aux) || form === 'past' || form === 'participle') return { tense: pastTime || !futureTime ? 'past' : 'future', negated };
  if (futureTime && (form === 'gerund' || form === 'base' || form === 'present')) return { tense: 'future', negated };
  if (pastTime && form === 'base') return { tense: 'past', negated };
  return { tense: 'present', negated };
}

/** The time expression nearest to a clause position (recurring and bare durations are attributes, not dates). */
export function nearestTime(times: readonly LocatedTime[], at: number, from: number, to: number): LocatedTime | null {
  let best: LocatedTime | null = null;
  let bestDistance = Infinity;
  for (const t of times) {
    if (t.expr.type === 'recurring') continue;
    const distance = t.start >= to ? t.start - to : t.end <= from ? (from - t.end) * 1.5 : 0;
    const d = distance + Math.abs(t.start - at) / 1000;
    if (d < bestDistance) {
      best = t;
      bestDistance = d;
    }
  }
  return best;
}

/** The time said right after `time` that narrows it, of all the sentence's times ("getting married this summer, the date is June 17th"). */
export function narrowedTime(sentence: string, time: LocatedTime | null, all: readonly LocatedTime[]): LocatedTime | null {
  const located = (t: LocatedTime) => ({ start: t.start, end: t.end, interval: t.expr.interval, time: t });
  return time && narrowed(sentence, located(time), all.map(located)).time;
}

function spanOf(t: LocatedTime): TimeSpan | null {
  const { interval, granularity, value } = t.expr;
  if (!interval || !granularity) return null;
  return { start: interval.start, end: interval.end, granularity, value };
}

function minusDuration(ms: WallMs, iso: string): WallMs | null {
  const d = Duration.fromISO(iso);
  if (!d.isValid) return null;
  const out = DateTime.fromMillis(ms, { zone: 'utc' }).minus(d);
  return out.isValid ? out.toMillis() : null;
}

function durationGranularity(iso: string): Granularity {
  if (/\d+Y/.test(iso.split('T')[0]!)) return 'year';
  if (/\d+M/.test(iso.split('T')[0]!)) return 'month';
  if (/\d+W/.test(iso)) return 'week';
  if (/T/.test(iso)) return 'hour';
  return 'day';
}

/**
 * Validity of a state claim and time of an event claim, from the clause's tense and its time
 * expressions. Conventions (documented in RELATIONS.md):
 * - "since X" / "from X" starts the state at X; "until X" ends it at the end of X;
 * - a present or perfect state with a duration ("for 3 years") starts that long before the message;
 * - a transition verb ("moved", "started", "joined") starts the state at its date;
 * - a past stative ("lived in Paris in 2015") holds during its date and has ended;
 * - a present-tense state with no time holds from the message time (what we know: true then);
 * - a past stative with no time floats (validFrom null): it must not close the current state;
 * - a past stative with only a duration ("worked there for 5 years") spans that long up to the
 *   message, marked approximate (it floats too);
 * - an ending claim ("last day at", "no longer") ends at the end of its day, or at the message time.
 */
export function timeClause(input: {
  tense: Tense;
  negated: boolean;
  isState: boolean;
  ending: boolean;
  lemma: string;
  /** The clause names a change whatever its verb ("was hired by": a passive of a transition). */
  transition?: boolean;
  times: readonly LocatedTime[];
  near: LocatedTime | null;
  messageTime: WallMs;
}): ClauseTiming {
  const { tense, negated, isState, ending, lemma, transition = false, times, near, messageTime } = input;
  const attributes: Record<string, string> = { tense };
  const recurring = times.find((t) => t.expr.type === 'recurring');
  if (recurring) attributes.recurring = recurring.expr.value;
  const duration = times.find((t) => t.expr.type === 'duration' && t.expr.duration);
  if (duration?.expr.duration) attributes.duration = duration.expr.duration;
  const since = times.find((t) => START_WORDS.has(t.before) && t.expr.interval);
  const until = times.find((t) => END_WORDS.has(t.before) && t.expr.interval);
  const point = near && near.expr.interval && near !== since && near !== until ? near : null;
  const span = point ? spanOf(point) : since ? spanOf(since) : until ? spanOf(until) : null;
  const base = { tense, negated, when: point ?? since ?? until ?? null, eventTime: span, attributes };

  if (!isState || tense === 'future') {
    return { ...base, validFrom: span?.start ?? null, validTo: span?.end ?? null, granularity: span?.granularity ?? null };
  }
  if (ending || negated) {
    const endSpan = until ? spanOf(until) : span;
    const coarse = endSpan && (endSpan.granularity === 'year' || endSpan.granularity === 'season' || endSpan.granularity === 'quarter' || endSpan.granularity === 'month');
    const validTo = endSpan ? (coarse ? endSpan.start : endSpan.end) : messageTime;
    return { ...base, validFrom: null, validTo, granularity: endSpan?.granularity ?? 'day' };
  }
  if (since) {
    const to = until ? until.expr.interval!.end : null;
    return { ...base, validFrom: since.expr.interval!.start, validTo: to, granularity: since.expr.granularity };
  }
  if (duration?.expr.duration && (tense === 'present' || tense === 'perfect')) {
    return { ...base, validFrom: minusDuration(messageTime, duration.expr.duration), validTo: null, granularity: durationGranularity(duration.expr.duration) };
  }
  // Patterns without a verb ("my first day at Notion") name a transition.
  const stative = !transition && lemma !== '' && !TRANSITION_VERBS.has(lemma.split(' ')[0]!);
  // "worked at Acme for five years" (no date): about that long, ending when it was said. Marked
  // approximate so resolution keeps it outside the chain (it must not close a precisely dated state).
  if (tense === 'past' && stative && !span && !until && duration?.expr.duration) {
    const validFrom = minusDuration(messageTime, duration.expr.duration);
    if (validFrom !== null) {
      attributes.approximate = 'true';
      return { ...base, validFrom, validTo: messageTime, granularity: durationGranularity(duration.expr.duration) };
    }
  }
  if (tense === 'past' && stative) {
    return { ...base, validFrom: span?.start ?? null, validTo: until ? until.expr.interval!.end : span?.end ?? null, granularity: span?.granularity ?? null };
  }
  if (span) return { ...base, validFrom: span.start, validTo: until ? until.expr.interval!.end : null, granularity: span.granularity };
  return { ...base, validFrom: messageTime, validTo: null, granularity: 'day' };
}
