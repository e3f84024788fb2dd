/**
 * Time in the domain model is *floating wall-clock time*: milliseconds since 1970-01-01T00:00
 * of the writer's own calendar, computed as if the wall clock were UTC. Journals reason in the
 * writer's local calendar ("yesterday" is the writer's yesterday), so no zone conversion happens
 * after a message's time is read. Use `src-shared/domain/wall-time.ts` to convert.
 */
export type WallMs = number;

export type Granularity =
  | 'year'
  | 'season'
  | 'quarter'
  | 'month'
  | 'week'
  | 'day'
  | 'hour'
  | 'minute';

export const GRANULARITIES: readonly Granularity[] = [
  'year',
  'season',
  'quarter',
  'month',
  'week',
  'day',
  'hour',
  'minute',
];

/** Half-open calendar interval [start, end). */
export interface Interval {
  start: WallMs;
  end: WallMs;
}

/** A point or span of time at a granularity, with its TIMEX3-style value ("2023-05-07", "2023-W19", "P3Y"). */
export interface TimeSpan extends Interval {
  granularity: Granularity;
  value: string;
}

export type TimeExpressionType = 'absolute' | 'relative' | 'duration' | 'recurring' | 'vague';
export type Timex3Type = 'DATE' | 'TIME' | 'DURATION' | 'SET';

/** One time expression found in a text, resolved against a reference time (the message's own time). */
export interface TimeExpression {
  /** The exact source text, `text === input.slice(start, end)`. */
  text: string;
  /** Character offsets into the input, [start, end). */
  start: number;
  end: number;
  type: TimeExpressionType;
  timex3Type: Timex3Type;
  /** Null for expressions with no calendar granularity (e.g. PRESENT_REF). */
  granularity: Granularity | null;
  /** TIMEX3 value: 2013-03-22, 2013-W12, 2013-Q1, 2013-SU, 201, P3Y, PRESENT_REF, XXXX-WXX-1 ... */
  value: string;
  /** The calendar interval the expression denotes, or null when it denotes none (a bare duration, a set). */
  interval: Interval | null;
  /** ISO 8601 length for durations and anchored offsets ("P18M"), else null. */
  duration: string | null;
  /** TIMEX3 mod when the text qualifies the value: "early 2011" -> START, "late" -> END, "about" -> APPROX. */
  mod: string | null;
  /** The reference time the expression was resolved against. */
  reference: WallMs;
  /** 0..1 */
  confidence: number;
}
