import { isExclusiveState, relationSpec } from '../memory/relations';
import { terms } from './stopwords';

/**
 * Which stored relations a question is about, as data: question cue words -> relation names
 * of the memory vocabulary (src-shared/memory/relations.ts). Used to pull a subject's whole
 * timeline of a relation for state, ordering, duration and evolution questions.
 */
export const RELATION_CUES: readonly { relations: readonly string[]; cue: RegExp }[] = [
  // "home" of a journey ("my flight home", "on the way home") is no residence
  { relations: ['lives_in'], cue: /\b(live|lives|lived|living|reside|resided|(?<!\b(?:flight|way|trip|drive|ride|journey|train|bus|walk|came|come|got|get|headed|heading|went|going|back) )home|moved?|moving|relocat\w*)\b|住/i },
  { relations: ['works_at', 'job_title'], cue: /\b(work|works|worked|working|job|jobs|employer|employed|company|career|position|role|title|occupation|profession)\b|工作|上班/i },
  // Ending words: a job is quit or retired from; a job, home or school is left.
  { relations: ['works_at'], cue: /\b(quit|quits|quitting|resign\w*|retire\w*|laid off|fired)\b/i },
  { relations: ['works_at', 'lives_in', 'studies_at'], cue: /\b(leave|leaves|left|leaving)\b/i },
  { relations: ['relationship_status', 'partner'], cue: /\b(married|single|dating|engaged|divorced|separated|partner|girlfriend|boyfriend|wife|husband|relationship|(break|breaks|broke|split|splits) up)\b/i },
  { relations: ['studies_at'], cue: /\b(study|studies|studied|studying|school|university|college|student|degree)\b|读书|上学/i },
  { relations: ['owns'], cue: /\b(own|owns|owned|pet|pets|car|dog|cat|sell|sells|sold|selling)\b/i },
  { relations: ['visited'], cue: /\b(visit|visits|visited|trip|trips|travel\w*|been to)\b|去过/i },
  { relations: ['likes', 'dislikes'], cue: /\b(like|likes|liked|love|loves|favou?rite|enjoy|enjoys|hate|hates|prefer)\b|喜欢/i },
  { relations: ['read'], cue: /\b(books?|novels?)\b/i },
  { relations: ['watched'], cue: /\b(films?|movies?)\b/i },
  { relations: ['plans'], cue: /\b(plan|plans|planned|planning|scheduled?|appointments?|agenda|calendar|happening|coming up)\b|计划|安排/i },
];

/**
 * Cues that narrow a job question to one of its two relations: "where" and "who ... for" ask for
 * the employer, "title", "position" and "role" for the occupation. Otherwise both answer.
 */
const NARROWING: readonly { cue: RegExp; drop: string }[] = [
  { cue: /^\s*where\b|\bwho\b.{0,40}\bfor\b|\b(employer|company|firm)\b|哪里|哪儿|哪家/i, drop: 'job_title' },
  { cue: /\b(title|position|role|occupation|profession|for a living)\b|职位|职业/i, drop: 'works_at' },
];

/** A partner named as company ("Jolene and her partner", "with my wife"): who the question is about, not what it asks. */
const COMPANION = /\b(?:and|with) (?:my|his|her|their|our|your) (?:partner|wife|husband|girlfriend|boyfriend|fianc[ée]e?)\b|\b(?:my|his|her|their|our|your) (?:partner|wife|husband|girlfriend|boyfriend|fianc[ée]e?) and\b/gi;

const withoutCompanions = (question: string) => question.replace(COMPANION, ' ');

/** The stemmed words of the question that are relation cues ("planned", "live"). */
export function cueTerms(question: string): string[] {
  const asked = withoutCompanions(question);
  return RELATION_CUES.flatMap((c) => terms(asked.match(new RegExp(c.cue.source, 'gi'))?.join(' ') ?? ''));
}

export function relationsOf(question: string): string[] {
  const asked = withoutCompanions(question);
  const found = [...new Set(RELATION_CUES.filter((c) => c.cue.test(asked)).flatMap((c) => c.relations))];
  const drop = new Set(NARROWING.filter((n) => n.cue.test(question)).map((n) => n.drop));
  const narrowed = found.filter((r) => !drop.has(r));
  return narrowed.length ? narrowed : found;
}

/**
 * With no cue word, the one-value state relations whose value the question names ("What did I do
 * before becoming a manager?" names a job title the subject held; "before Tokyo" a home).
 */
export function relationsNamed(question: string, facts: readonly { relation: string; object: string | null; kind: string }[]): string[] {
  const words = new Set(terms(question));
  // a person named in the question is who it is about or with, not a value asked for ("my first date with Luis")
  const named = facts.filter(
    (f) => f.object && f.kind !== 'plan' && isExclusiveState(f.relation) && relationSpec(f.relation).objectType !== 'person' && terms(f.object).some((t) => words.has(t)),
  );
  return [...new Set(named.map((f) => f.relation))];
}

/** Nouns a count question counts by what was done to them ("How many books have I read?" counts `read` events). */
const COUNTED: readonly { relation: string; noun: RegExp }[] = [
  { relation: 'read', noun: /^(books?|novels?|articles?)$/i },
  { relation: 'watched', noun: /^(films?|movies?|shows?|series|documentar(y|ies))$/i },
  { relation: 'visited', noun: /^(trips?|places|countries|cities|visits)$/i },
  { relation: 'attended', noun: /^(events|concerts|classes|workshops|meetings|meetups)$/i },
];

/** "How many times ..." counts what the question names; "how many laptops have I bought" counts that noun. */
const COUNT_TIMES = /\b(how many times|how often|number of times)\b|几次|多少次/i;
const COUNT_NOUN = /\bhow many ((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:have|has|had|did|do|does|were|was)\b/iu;

/** The noun a count question counts ("How many books have I read?" -> "books"); null for "how many times"; undefined for no count. */
export function countedNoun(question: string): string | null | undefined {
  return COUNT_TIMES.test(question) ? null : COUNT_NOUN.exec(question)?.[1];
}

/** The relation whose events a counted noun stands for, if any. */
export function countedRelation(noun: string): string | null {
  return COUNTED.find((c) => c.noun.test(noun))?.relation ?? null;
}
