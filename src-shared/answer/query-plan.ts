import type { TimeExpression, TimeSpan, WallMs } from '../domain/time';
import { DAY_MS, spanOf } from './calendar';
import type { QueryKind } from './answer-types';
import { isExclusiveState } from '../memory/relations';
import { classifyQuestion } from './classify';
import { isKinWord } from './kin';
import { isOccasion } from '../time/occasion';
import { opensWithMonthOrWeekday } from '../time/lexicon';
import { isPartOfName } from '../time/part-of-name';
import type { PlaceTerms } from './coverage';
import { relationsOf } from './relation-cues';
import { placesNamed, placesWithin } from './places';
import { contentWords, terms, tokenize } from './stopwords';

/** Everything the retriever and the reasoner need to know about a question. */
export interface QueryPlan {
  question: string;
  kind: QueryKind;
  now: WallMs;
  /** Who asks ("I", "my" mean this person). */
  asker: string | null;
  /** The person or thing the question is about: a named known entity, else the asker for first-person questions. */
  subject: string | null;
  /** Known names mentioned (canonical spelling from `knownNames`), plus capitalised unknown names. */
  entities: string[];
  /** Content words for lexical search. */
  keywords: string[];
  /**
   * For each term of a place the question names, the terms of each place within it ("canada" ->
   * [["toronto"], ["vancouv"], ...]): a message naming Toronto is about Canada.
   */
  placeTerms: PlaceTerms;
  /** A span the question restricts valid time to ("in June 2021", "last summer"). */
  timeConstraint: TimeSpan | null;
  /** Record-time cut-off for as-of questions ("what did I know on March 1"). */
  asOf: WallMs | null;
  /** The question looks at the past: archived (superseded) facts count as evidence. */
  aboutPast: boolean;
  /** The question is about a plan or expectation ("When is X going to ...", "planning"). */
  future: boolean;
  /** The question asks for a judgement ("Would X enjoy ...?", "What might ...?"), which no message states word for word. */
  conjecture: boolean;
  /**
   * "Where did I live when I got married?": the question that dates the event the state is asked at
   * ("When I got married?"); the plan itself is for the main clause, its time constraint to be set
   * from that event's answer.
   */
  anchor: string | null;
}

export interface PlanOptions {
  asker?: string | null;
  /** Names the memory knows (speakers, entities), for subject detection. */
  knownNames?: readonly string[];
  /** The known names that are people (speakers, person entities): a question about a person is about them, not the asker. */
  people?: readonly string[];
  /**
   * The people who speak in the history (default: all `people`). A speaker named in the question is
   * its subject even in the first person ("What did Caroline tell me?"); another person named in a
   * first-person question is not ("When did I meet Daniel?" is about the asker).
   */
  speakers?: readonly string[];
  findTimes(text: string, reference: WallMs, options?: { tense?: 'past' | 'future' | 'auto' }): TimeExpression[];
}

const FIRST_PERSON = /\b(i|me|my|mine|myself|i'm|i've|i'd|we|us|our|ours|we've|we're)\b|我/i;
/** A plan or expectation; not a habit of going somewhere ("started going to a watercolour class", "been going to the club"). */
const FUTURE =
  /\b(will|(?<!\b(?:start|starts|started|starting|began|begin|stop|stopped|keep|kept|quit|been|enjoy|enjoyed|like|liked|love|loved|hate|hated)\s)going to|plan|plans|planning|planned|gonna|upcoming|next(?!\s+(?:door|to)\b)|intend|expect)\b|打算|计划|将要/i;
/** "would/might/likely" ask for a judgement; "could you ..." is only a polite request. */
const CONJECTURE = /\b(would|might|could|likely|probably|possibly|potentially|considered?)\b(?! you\b)/i;
const PAST_CUES = /\b(did|was|were|had|used to|before|previously|formerly|ago|last)\b/i;
const AS_OF = /\bas of\b/i;
const QUESTION_WORDS = new Set(['When', 'What', 'Where', 'Who', 'Which', 'How', 'Why', 'Did', 'Do', 'Does', 'Is', 'Are', 'Was', 'Were', 'Has', 'Have', 'Can', 'Would', 'Could', 'Should', 'In', 'On', 'At', 'I']);

/**
 * Names in the question: known names by word match (also possessive) in the order the question names
 * them (its subject comes first: "When did Joanna go over to Nate's?"), then other capitalised words.
 */
function findNames(question: string, known: readonly string[], people: ReadonlySet<string>): string[] {
  const at: { name: string; at: number }[] = [];
  const lower = question.toLowerCase();
  for (const name of known) {
    const key = name.toLowerCase();
    if (!key) continue;
    const i = lower.indexOf(key);
    if (i >= 0 && !/[\p{L}\p{N}]/u.test(lower[i - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(lower[i + key.length] ?? ' ')) at.push({ name, at: i });
  }
  const found = at.sort((a, b) => a.at - b.at).map((n) => n.name);
  const inKnown = (w: string) => found.some((f) => f.toLowerCase().split(/\s+/).includes(w.toLowerCase()));
  // a run of capitalised words the memory does not know is one name ("Low Tide", "Rosewood Bar")
  for (const run of question.match(/\b[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+)*/gu) ?? []) {
    const words = run.split(/\s+/).map((w) => w.replace(/'s$/, '')).filter((w) => !QUESTION_WORDS.has(w));
    // a word right after a known name, not a person's, says what kind of place it is ("Elmfield Primary", "Brindle
    // Bakery"), no name of its own
    const kindOf = (i: number) => i > 0 && inKnown(words[i - 1]!) && !people.has(words[i - 1]!.toLowerCase());
    if (words.some(inKnown)) words.filter((w, i) => !inKnown(w) && !kindOf(i)).forEach((w) => found.push(w));
    else if (words.length) found.push(words.join(' '));
  }
  return found;
}

/** The terms of the places within each place a question names (see QueryPlan.placeTerms); a person's name is no place. */
function placeTermsIn(question: string, people: ReadonlySet<string>): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const place of placesNamed(question)) {
    if (people.has(place.toLowerCase())) continue;
    const inner = placesWithin(place).map(terms).filter((ts) => ts.length > 0);
    for (const t of terms(place)) out.set(t, [...(out.get(t) ?? []), ...inner]);
  }
  return out;
}

/** "What did I plan for Friday?" asks about a past plan. */
const ASKED_IN_PAST = /\b(did|was|were|had)\b/i;

/**
 * With a time named, "What have I got planned for March 14?" asks what that day holds, as "What am I doing on March 14?"
 * does: a message telling the plan rarely says "plan" ("we fly to Lisbon on March 14").
 */
const PLAN_FRAME = /^(?:plan|plans|planned|planning|scheduled)$/;
/**
 * "When is X planning to hold a party?" asks when the party is: the plan is the question's frame, which a message
 * telling it need not say ("the housewarming is on Saturday the 18th"), and one about another plan may ("We'll make
 * a proper plan"). "When did I plan to move?" may ask when the plan was made.
 */
const PLANNING_TO = /\b(?:planning|scheduled)\s+to\b/i;

/** Idioms a question paraphrases a chat with ("tie the knot" for "got married"), by the plain word a message would use. */
const IDIOMS: readonly [RegExp, string][] = [
  [/\bt(?:ie|ied|ies|ying) the knot\b/gi, 'marry'],
  [/\bpop(?:s|ped|ping)? the question\b/gi, 'propose'],
  [/\bwalk(?:s|ed|ing)? down the aisle\b/gi, 'marry'],
  [/\b(?:go|goes|going|gone|went) under the knife\b/gi, 'have surgery'],
  // a home or premises is taken possession of when its keys are handed over ("We finally got the keys yesterday!")
  [/\bt(?:ake|akes|ook|aken|aking) possession of\b/gi, 'get the keys to'],
  // a tenancy's contract is what people call the lease ("Last Tuesday I signed the lease!")
  [/\b(?:rental|tenancy|rent) (?:agreement|contract)s?\b/gi, 'lease'],
  // "When is the graduation going to take place?" asks when it happens (a stop word), not of a place
  [/\bt(?:ake|akes|ook|aken|aking) place\b/gi, 'happen'],
];
const plainWords = (text: string) => IDIOMS.reduce((t, [idiom, word]) => t.replace(idiom, word), text);

/** A wh-question about a state, then "when" and a clause about an event. */
const WHEN_CLAUSE = /^(?<main>(?:where|who|what|which)\b.+?)\s+when\s+(?<event>(?:i|we|he|she|they|\p{Lu}[\p{L}'-]*)\s+.+?)\s*[?？.!]*$/iu;

/** "Lucan's niece Ada": a relative named after whose relative they are. */
const RELATIVE_NAMED = /\b\p{Lu}[\p{L}-]*['’]s\s+(\p{Ll}+)\s+(\p{Lu}[\p{L}-]*)/gu;

/** "When did Lucan's niece Ada take her first steps?" is about Ada, not Lucan: the name, and the words saying whose relative. */
function relativeNamed(text: string, entities: readonly string[]): { name: string; by: string } | null {
  for (const m of text.matchAll(RELATIVE_NAMED)) if (isKinWord(m[1]!) && entities.includes(m[2]!)) return { name: m[2]!, by: m[0].slice(0, -m[2]!.length) };
  return null;
}

/** "Next Fest", "the Next Generation Awards": "Next" opening a name mid-question says nothing of what lies ahead ("Next Monday" does). */
const NAME_OPENING_NEXT = /(?<=\S\s+)Next(?=\s+(\p{Lu}[\p{L}'’-]*))/gu;
const withoutNames = (text: string) => text.replace(NAME_OPENING_NEXT, (m, following: string) => (opensWithMonthOrWeekday(following) ? m : 'N'));

/** "after Christmas": a question asks of the time from then on, a season at most. */
const AFTER = /\bafter\s+$/i;
const AFTER_REACH = 92 * DAY_MS;

/** The first time a question names, as the span it asks within ("in 2019"; "after Christmas" is the season after it). */
function constraintOf(text: string, times: readonly TimeExpression[]): TimeSpan | null {
  for (const t of times) {
    const span = spanOf(t);
    if (span) return AFTER.test(text.slice(0, t.start)) ? { ...span, start: span.end, end: span.end + AFTER_REACH } : span;
  }
  return null;
}

export function planQuestion(question: string, now: WallMs, options: PlanOptions): QueryPlan {
  const whenClause = WHEN_CLAUSE.exec(question.slice(0, 2000))?.groups;
  if (whenClause && relationsOf(whenClause.main!).some(isExclusiveState)) {
    return { ...planQuestion(`${whenClause.main}?`, now, options), anchor: `When ${whenClause.event}?` };
  }
  const text = question.slice(0, 2000);
  // "What have I got planned for March 14?" asks about the coming March 14, whatever the verb's tense says
  const future = FUTURE.test(withoutNames(text));
  const ahead = future && !ASKED_IN_PAST.test(text);
  // "When did Kwame fly to Accra for Christmas?" asks when the flight was, not what it was on Christmas Day
  // nor does "When did Fenwick buy his 1968 Triumph?" ask about 1968
  const times = options.findTimes(text, now, { tense: ahead ? 'future' : 'auto' }).filter((t) => t.type !== 'duration' && t.timex3Type !== 'SET' && !isOccasion(text, t) && !isPartOfName(text, t));
  const constraint = constraintOf(text, times);
  const kind = classifyQuestion(text, constraint !== null);
  const known = options.knownNames ?? [];
  const lower = (names: readonly string[]) => new Set(names.map((k) => k.toLowerCase()));
  const [knownLower, peopleLower] = [lower(known), lower(options.people ?? [])];
  const entities = findNames(text, known, peopleLower);
  const speakersLower = options.speakers ? lower(options.speakers) : peopleLower;
  const person = entities.find((e) => peopleLower.has(e.toLowerCase())) ?? null;
  const speaker = entities.find((e) => speakersLower.has(e.toLowerCase())) ?? null;
  const firstKnown = entities.find((e) => knownLower.has(e.toLowerCase())) ?? null;
  const asker = options.asker ?? null;
  const relative = relativeNamed(text, entities);
  const subject = relative?.name ?? speaker ?? (FIRST_PERSON.test(text) ? asker : null) ?? person ?? firstKnown ?? entities[0] ?? null;
  const timeWords = new Set(times.flatMap((t) => contentWords(t.text)));
  const relativeWords = new Set(contentWords(relative?.by ?? ''));
  // "How long has it been since X, as of November 2023?" measures up to that moment, not to now
  const lengthAsOf = kind === 'duration' && constraint !== null && AS_OF.test(text) ? constraint.end : null;
  return {
    question: text,
    kind,
    now: lengthAsOf ?? now,
    asker,
    subject,
    entities,
    keywords: contentWords(plainWords(text)).filter((w) => !timeWords.has(w) && !((constraint || PLANNING_TO.test(text)) && PLAN_FRAME.test(w)) && !relativeWords.has(w)),
    placeTerms: placeTermsIn(text, peopleLower),
    timeConstraint: kind === 'as_of' || lengthAsOf !== null ? null : constraint,
    asOf: kind === 'as_of' && constraint ? constraint.end : null,
    aboutPast: constraint !== null ? constraint.end <= now : PAST_CUES.test(text),
    future,
    conjecture: CONJECTURE.test(text),
    anchor: null,
  };
}

/**
 * Whether a question asks of the formal act that made a state official ("When did Lupe officially adopt Juniper?"): told as
 * news of its own, not the day the state began (fostering her from the day she was picked up) or the thing was first named.
 */
export const asksFormalAct = (question: string): boolean => /\b(?:officially|formally|legally)\b/i.test(question);

/** Names in the question other than who it is about and its time words ("Rome" in "When did I move to Rome?"). */
export function namedValues(plan: QueryPlan): string[] {
  const keywords = new Set(plan.keywords);
  const people = new Set([plan.subject, plan.asker].filter((p): p is string => p !== null).map((p) => p.toLowerCase()));
  return plan.entities.filter((e) => !people.has(e.toLowerCase()) && !joinsSubject(plan, e) && tokenize(e).some((w) => keywords.has(w)));
}

/** Whether a name is joined to the subject as one more doer ("When did Solveig and Dagny record ...?"). */
function joinsSubject(plan: QueryPlan, name: string): boolean {
  if (!plan.subject) return false;
  const question = plan.question.toLowerCase();
  const [a, b] = [plan.subject.toLowerCase(), name.toLowerCase()];
  return [' and ', ' & '].some((and) => question.includes(a + and + b) || question.includes(b + and + a));
}
