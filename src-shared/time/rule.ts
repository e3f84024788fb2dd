import type { Day } from './calendar';
import type { Granularity, Interval, TimeExpressionType, Timex3Type } from '../domain/time';

export type Tense = 'past' | 'future';

/** What a rule knows when it interprets a match. */
export interface RuleContext {
  text: string;
  /** The reference day (the message's own time). */
  ref: Day;
  /** Tense of the sentence around the match, for "Friday" or "in March" without a year. */
  tense(at: number): Tense;
  /** The tense the words around the match tell, undefined when none does (then `tense` falls back to the past). */
  toldTense(at: number): Tense | undefined;
  /** Tense of a verb right before the position ("met on"), which outweighs nearness to the reference. */
  adjacentTense(at: number): Tense | undefined;
}

/** The meaning a rule assigns to a match; the span is the rule's regex match unless `start`/`end` trims it. */
export interface Meaning {
  value: string;
  timex3Type: Timex3Type;
  type: TimeExpressionType;
  mod?: string;
  /** For anchored durations ("the past two years"): the interval they cover. */
  interval?: Interval | null;
  granularity?: Granularity | null;
  confidence?: number;
  /**
   * Ties the expression to the period the text is talking about: "a year earlier" after "the third quarter" is
   * that quarter a year before ({ years: -1 }); "the 1988 period" is that quarter in 1988 ({ year: 1988 });
   * "the quarter" is that quarter ({ years: 0 }). Applied when such a period precedes; otherwise `value` stands.
   */
  fromTopic?: { years: number } | { year: number };
  /**
   * Counts from the last date the text named rather than from the reference: "On May 22, 1995 ... the following
   * year" is 1996. Applied when such a date precedes; otherwise `value` stands, or with `required` ("that year")
   * the expression is dropped. With `point`, a length ("two days later") keeps its value and gains the span of
   * the point it reaches.
   */
  fromAnchor?: { unit: 'year' | 'month' | 'week' | 'day'; offset: number; required?: boolean; point?: boolean };
  /** Offsets relative to the match start, to trim what the pattern needed as context only. */
  trimStart?: number;
  trimEnd?: number;
}

/** A recogniser: a pattern plus the function that reads a meaning from a match (or rejects it with null). */
export interface Rule {
  name: string;
  pattern: RegExp;
  interpret(m: RegExpExecArray, ctx: RuleContext): Meaning | null;
  /** Wins ties against overlapping matches of equal length. */
  priority?: number;
}

/** A match of a rule, positioned in the text. */
export interface Candidate extends Meaning {
  start: number;
  end: number;
  rule: string;
  priority: number;
}

/**
 * Compile a rule pattern: case-insensitive, global, word-bounded. What may precede a match (not a currency sign,
 * not a hyphen except in "mid-1990s") is checked by `startsCleanly`, which is much cheaper than a lookbehind tried
 * at every position of a long text.
 */
export function pattern(source: string, flags = 'gi'): RegExp {
  return new RegExp(`\\b(?:${source})(?![\\w-])`, flags);
}

const HYPHEN_PREFIX = /\b(?:mid|late|early|pre|post)-$/i;

/** Whether the character before `at` lets a match start there. */
export function startsCleanly(text: string, at: number): boolean {
  const before = text[at - 1];
  if (before === undefined) return true;
  if (before === '-') return HYPHEN_PREFIX.test(text.slice(Math.max(0, at - 6), at));
  return !/[\w$£€]/.test(before);
}
