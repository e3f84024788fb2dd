import type { EntityType } from '../../../src-shared/domain/memory';
import { DETERMINERS, EMPTY_OBJECTS, NOT_NAMES, OBJECT_BOUNDARY_WORDS, OCCUPATIONS, WORKPLACE_NOUNS } from './lexicon';
import type { ObjectSlot } from './relation-matcher';

export interface ObjectPhrase {
  /** Display text ("New York City", "LGBTQ support group"). */
  text: string;
  /** True when it names an entity (a proper name) rather than a literal. */
  isEntity: boolean;
  type: EntityType;
  /** Length of the source text the object spans (from the raw object's start). */
  length: number;
}

const BOUNDARY = new RegExp(`\\s(?:${OBJECT_BOUNDARY_WORDS.join('|')})\\b`, 'i');
const NAME_JOINERS = new Set(['of', 'de', 'la', 'del', 'da', 'von', 'van', 'upon', '&', 'st.']);
const MAX_WORDS = 7;
const MAX_ROLE_WORDS = 4;

const SLOT_TYPES: Record<ObjectSlot, EntityType> = {
  PLACE: 'place',
  ORG: 'organisation',
  PERSON: 'person',
  THING: 'thing',
  EVENT: 'other',
  TITLE: 'other',
  ROLE: 'other',
  TITLE_WORK: 'thing',
};

/**
 * Cut the object phrase out of the text that follows a pattern's verb: stop at a time expression,
 * a clause boundary word or punctuation, then shape it for its slot (a proper name for places,
 * organisations and people; an occupation for titles; a short literal otherwise).
 * Returns null when nothing worth a fact is left.
 */
export function shapeObject(slot: ObjectSlot, raw: string, cutAt: number | null): ObjectPhrase | null {
  let text = cutAt !== null && cutAt >= 0 ? raw.slice(0, cutAt) : raw;
  const quoted = /^\s*"([^"]{1,80})"/.exec(text);
  if (quoted && (slot === 'TITLE_WORK' || slot === 'THING' || slot === 'EVENT')) {
    return { text: quoted[1]!.trim(), isEntity: true, type: SLOT_TYPES[slot], length: quoted[0].length };
  }
  const lead = text.length - text.trimStart().length;
  // "a bakery": a leading article opens the phrase; it is a boundary word only inside it ("twice a week").
  const article = /^an?\s+/i.exec(text.trimStart())?.[0].length ?? 0;
  const boundary = BOUNDARY.exec(` ${text.trimStart().slice(article)}`);
  if (boundary) text = text.slice(0, lead + article + boundary.index);
  text = text.trim().replace(/['"]+$/, '');
  const length = lead + text.length;
  if (!text) return null;
  const words = text.split(/\s+/);
  if (slot === 'PLACE' || slot === 'ORG' || slot === 'PERSON') {
    // "a coffee roastery called Elbbohne", "a startup named Zeta": the name after the kind
    const called = /^(?:an?|the|this|that)\s+(?:[\p{Ll}-]+\s+){1,3}(?:called|named)\s+(\S.*)$/u.exec(text);
    const name = properName(called ? called[1]!.split(/\s+/) : words);
    if (name) return { text: name, isEntity: true, type: SLOT_TYPES[slot], length };
    if (slot !== 'ORG') return null;
  }
  const literal = stripDeterminers(words).slice(0, MAX_WORDS);
  const phrase = literal.join(' ');
  if (!phrase || EMPTY_OBJECTS.has(phrase.toLowerCase()) || phrase.length > 80) return null;
  if (slot === 'ORG' && !WORKPLACE_NOUNS.has(literal.at(-1)!.toLowerCase())) return null;
  // after "work as", "a job as", "promoted to" any short noun phrase is a role ("archivist", "sous chef")
  if (slot === 'ROLE') return literal.length <= MAX_ROLE_WORDS && /^\p{L}/u.test(phrase) ? { text: phrase, isEntity: false, type: 'other', length } : null;
  if (slot === 'TITLE') {
    const lower = phrase.toLowerCase();
    const last = literal.at(-1)!.toLowerCase();
    if (!OCCUPATIONS.has(last) && ![...OCCUPATIONS].some((o) => o.includes(' ') && lower.endsWith(o))) return null;
    return { text: phrase, isEntity: false, type: 'other', length };
  }
  return { text: phrase, isEntity: false, type: SLOT_TYPES[slot], length };
}

/** The leading proper name of a phrase ("the University of Texas" -> "University of Texas"), if the whole phrase is one. */
function properName(words: string[]): string | null {
  const ws = words[0]?.toLowerCase() === 'the' ? words.slice(1) : words;
  const name: string[] = [];
  for (const w of ws) {
    if (/^[A-Z0-9]/.test(w)) name.push(w);
    else if (name.length && NAME_JOINERS.has(w.toLowerCase())) name.push(w);
    else break;
  }
  while (name.length && NAME_JOINERS.has(name.at(-1)!.toLowerCase())) name.pop();
  // A capitalised modifier followed by more lowercase words ("LGBTQ support group") is not a name.
  if (!name.length || name.length < ws.length) return null;
  const full = name.join(' ').replace(/'s$/, '');
  if (NOT_NAMES.has(full.toLowerCase()) || full.length > 60) return null;
  return full;
}

function stripDeterminers(words: string[]): string[] {
  let i = 0;
  while (i < words.length - 1 && DETERMINERS.has(words[i]!.toLowerCase())) i++;
  return words.slice(i);
}
