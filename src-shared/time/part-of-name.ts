import type { TimeExpression } from '../domain/time';

/** A year between an article or possessive and a name: "a 1968 Triumph Bonneville", "his 2019 Honda", "the 2022 World Cup". */
const YEAR_IN_NAME = /(?:^|[\s(])(?:a|an|the|my|his|her|their|our|your|its|\p{L}+['’]s)\s+$/iu;
/** A day before or after which something is, said before a noun: "our pre-Thanksgiving food drive", "the post-Christmas sales". */
const BOUND_BEFORE_NOUN = /^(?:pre|post)-/i;

/** A weekday naming a weekly meal or offer: "launch Sunday brunch", "our Friday specials". */
const WEEKDAY = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
const WEEKLY_THING = /^\s+(?:brunch(?:es)?|lunch(?:es)?|breakfasts?|dinners?|roasts?|markets?|menus?|specials?)\b/i;

/**
 * Whether a time is part of the name of a thing, not when it happened: "Last Saturday I bought a 1968 Triumph
 * Bonneville" (the model year), "We held our pre-Thanksgiving food drive" (held before Thanksgiving, on a day not
 * told), "I'm planning to launch Sunday brunch next month" (a weekly meal). TimeML still tags both (a tagger keeps them); an answer does not date the event by them.
 */
export function isPartOfName(text: string, t: Pick<TimeExpression, 'start' | 'end' | 'text'>): boolean {
  const after = text.slice(t.end, t.end + 3);
  if (BOUND_BEFORE_NOUN.test(t.text)) return /^\s+\p{Ll}/u.test(after);
  if (WEEKDAY.test(t.text)) return WEEKLY_THING.test(text.slice(t.end, t.end + 12));
  return /^\d{4}$/.test(t.text) && YEAR_IN_NAME.test(text.slice(Math.max(0, t.start - 20), t.start)) && /^\s+\p{Lu}/u.test(after);
}
