import type { TimeExpression } from '../domain/time';

/**
 * A decade or century named as what a thing is like ("a book from the 1900s", "music of the
 * eighties", "a 1960s car") says when the thing was made, not when anything happened to the
 * speaker, so it does not date an event; so does a year something looks "straight out of". "In the 1990s we met",
 * "back in the 80s" still do.
 */

/** Decade ("199") and century ("19") values: the only times commonly used as a thing's style or age. */
const ERA_VALUE = /^\d{2,3}$/;
/** "... from the 1900s", "... of the eighties": the era belongs to the noun before it. */
const OF_A_THING = /\b(?:from|of)\s+(?:the\s+)?$/i;
/** "a 1960s car", "my 80s records": a determiner right before makes the era an adjective. */
const AS_ADJECTIVE = /\b(?:a|an|this|that|these|those|my|his|her|our|their|your|its)\s+$/i;

/** "a kitchen straight out of 1978", "like something out of the fifties": a year too can be a style. */
const OUT_OF = /\bout\s+of\s+(?:the\s+)?$/i;
const YEAR_VALUE = /^\d{4}$/;

export function isEraAttribute(text: string, t: Pick<TimeExpression, 'value' | 'start'>): boolean {
  const before = text.slice(0, Math.max(0, t.start));
  if (YEAR_VALUE.test(t.value)) return OUT_OF.test(before);
  return ERA_VALUE.test(t.value) && (OUT_OF.test(before) || OF_A_THING.test(before) || AS_ADJECTIVE.test(before));
}
