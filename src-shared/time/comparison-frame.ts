import type { TimeExpression } from '../domain/time';

/** The current span named as a whole ("this year", "so far this month", "all week"). */
const CURRENT_SPAN = /^(?:so far )?(?:this|all)\s+(?:year|month|week|season|spring|summer|autumn|fall|winter)$/i;

/** The span something is ranked within, named after "of" ("the first tournament of the year"). */
const SPAN_OF = /^the\s+(?:year|month|week|season)$/i;
/** A ranking the span bounds: "one of their busiest", "the best", "my favourite", "the first time", "so far". */
const RANKING = /\b(?:one of (?:the|their|our|my|his|her|its|your) \w+|(?:the|their|our|my|his|her|its|your) (?:\w+est|best|worst|most|least|favou?rite|first|last|final|only)\b|so far)/i;

/**
 * Whether a time is the span something is ranked within, not its time: "one of their busiest openings this
 * year" says nothing of when the opening was, "the hottest day this summer" only that it was this summer at
 * most. Only the current span qualifies: "the best show last year" still places the show.
 */
export function isComparisonFrame(text: string, t: Pick<TimeExpression, 'start' | 'text'>): boolean {
  const before = text.slice(0, t.start);
  // "our first tournament of the year", "the busiest day of the week"
  if (!CURRENT_SPAN.test(t.text.trim()) && !(SPAN_OF.test(t.text.trim()) && /\bof\s+$/i.test(before))) return false;
  const sentence = before.slice(Math.max(before.search(/[^.!?]*$/), 0));
  return RANKING.test(sentence);
}
