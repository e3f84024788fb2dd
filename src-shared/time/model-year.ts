import type { TimeExpression } from '../domain/time';

/** A year between an article or possessive and a name: "a 1968 Triumph Bonneville", "his 2019 Honda", "the 2022 World Cup". */
const YEAR_IN_NAME = /(?:^|[\s(])(?:a|an|the|my|his|her|their|our|your|its|\p{L}+['’]s)\s+$/iu;

/**
 * Whether a year is part of a thing's name, not a time: "Last Saturday I bought a 1968 Triumph Bonneville" was
 * bought last Saturday; 1968 is the model year. TimeML still tags it (a tagger keeps it); an answer does not date
 * the event by it.
 */
export function isModelYear(text: string, t: Pick<TimeExpression, 'start' | 'end' | 'text'>): boolean {
  return /^\d{4}$/.test(t.text) && YEAR_IN_NAME.test(text.slice(Math.max(0, t.start - 20), t.start)) && /^\s+\p{Lu}/u.test(text.slice(t.end, t.end + 3));
}
