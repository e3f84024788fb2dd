import type { EvidenceItem } from './evidence';
import type { QueryPlan } from './query-plan';
import { alike, makeCoverage, termOrPlaceWithin, wantedTerms } from './coverage';
import { termsByPerson } from './statement-owners';
import { datesAnEvent, withoutDeniedDeeds } from './denied-events';
import { isKinWord, kinNamed, kinOwners } from './kin';
import { terms, tokenize } from './stopwords';
import { withinOneEdit } from './edit-distance';

/**
 * How well the retrieved evidence supports a question, for honest abstention.
 * - coverage: the IDF-weighted share of the question's content terms found in one evidence item
 *   (for a question about a person: in what one item says about any one person);
 * - attribution: for a question about a known person, the best coverage by what the evidence
 *   says about that person (statement-owners.ts) relative to the best about anyone. A question
 *   that pins someone else's experience on the subject ("What did Caroline realise after her
 *   charity race?" when Melanie ran it and Caroline only cheered) has high coverage but low
 *   attribution. A question dating an event at a name ("When did Lorcan visit Japan?") has none
 *   unless something said about the subject names it: cheering the other's trip ("Japan! That's
 *   brilliant") does not; nor does one asking a deed of the subject's thing ("When did Liora's cat have surgery?")
 *   that only others tell (of their dog).
 * A conjecture ("Would X enjoy a pottery class?") is judged on attribution alone: what supports
 * it is evidence about X, not a message that states the answer. A question naming something the
 * memory has never heard of ("What did X do in Barcelona?" when Barcelona never came up) is about
 * something never mentioned, whatever else matches. A place is heard of when a place within it is
 * ("Canada" when Toronto came up).
 */
export interface SupportThresholds {
  minCoverage: number;
  minAttribution: number;
  /** How many top evidence items are inspected. */
  depth: number;
}

/** Calibrated on the LoCoMo development conversations within a 9% false-abstention budget (npm run bench:locomo). */
export const DEFAULT_SUPPORT: SupportThresholds = { minCoverage: 0.28, minAttribution: 1, depth: 10 };

/** Words of a question put to a person count for their answer, but less than what they said. */
const ASKED_WEIGHT = 0.5;

/** What the memory knows of words. */
export interface Lexicon {
  idf(term: string): number;
  /** Whether the memory has seen the term (or a word one typo away from it). */
  knows(term: string): boolean;
  /** Whether the memory has seen the term as written. */
  mentions(term: string): boolean;
}

export interface Support {
  score: number;
  coverage: number;
  attribution: number;
  /** Coverage is not asked of a conjecture (plan.conjecture): its answer is inferred, not stated. */
  coverageWaived: boolean;
  /** Names in the question the memory has never heard of. */
  unheard: string[];
  abstain: boolean;
}

/**
 * Names in a question (capitalised words, not people) whose words the memory has never seen. Time
 * words ("December") and a sentence's first word (capitalised anyway) do not count, nor does a
 * conjecture ("Would X like Vivaldi?" asks about something new on purpose).
 */
function unheardNames(plan: QueryPlan, people: ReadonlySet<string>, wanted: ReadonlySet<string>, knows: (term: string) => boolean): string[] {
  if (plan.conjecture) return [];
  // each sentence's first word is capitalised anyway ("... for Nate? Answer yes or no.")
  const firsts = new Set([...plan.question.matchAll(/(?:^|[.?!？]\s+)([\p{L}\p{N}'’-]+)/gu)].map((m) => m[1]!));
  return plan.entities.filter((name) => {
    const ts = terms(name);
    return !firsts.has(name) && !people.has(name.toLowerCase()) && ts.length > 0 && ts.every((t) => wanted.has(t) && !knows(t));
  });
}

/** Whether support this weak makes the engine abstain under `thresholds` (also what calibration replays). */
export function abstainsAt(
  support: Pick<Support, 'coverage' | 'attribution'> & Partial<Pick<Support, 'coverageWaived' | 'unheard'>>,
  thresholds: Pick<SupportThresholds, 'minCoverage' | 'minAttribution'>,
): boolean {
  return !!support.unheard?.length || (!support.coverageWaived && support.coverage < thresholds.minCoverage) || support.attribution < thresholds.minAttribution;
}

export function assessSupport(
  plan: QueryPlan,
  evidence: readonly EvidenceItem[],
  people: ReadonlySet<string>,
  lexicon: Lexicon,
  thresholds: SupportThresholds = DEFAULT_SUPPORT,
): Support {
  const subject = plan.subject?.toLowerCase() ?? null;
  const wanted = wantedTerms(plan.keywords, plan.subject);
  const cover = makeCoverage(wanted, (t) => lexicon.idf(t), { sameMeaning: true, placeTerms: plan.placeTerms });
  const items = evidence.slice(0, thresholds.depth);
  const coverageWaived = plan.conjecture;
  const unheard = unheardNames(plan, people, new Set(wanted), heardOf(plan, lexicon));
  if (items.length === 0) return { score: 0, coverage: 0, attribution: 0, coverageWaived, unheard, abstain: true };
  // a question about several people ("When did John and James meet?") may rest on any of them
  const peopleNamed = new Set(plan.entities.map((e) => e.toLowerCase()).filter((e) => people.has(e)));
  const aboutPerson = subject !== null && people.has(subject) && peopleNamed.size <= 1;
  let coverage = 0;
  let bySubject = 0;
  let saysAboutSubject = false;
  // the names a question asks of the subject besides people ("Japan"): some statement about the subject must name one
  // (a name one letter off a person's is that person misspelt: "Andew"); a conjecture asks about new names on purpose
  const someone = (e: string) => [...people].some((p) => withinOneEdit(p, e.toLowerCase()));
  const asksNamed = datesAnEvent(plan) && !plan.conjecture;
  const named = new Set(asksNamed ? plan.entities.filter((e) => !someone(e)).flatMap((e) => terms(e)).filter((t) => wanted.includes(t)) : []);
  let namedOfSubject = false;
  // "When did Liora's cat have surgery?": the deed, not the thing of theirs, must be told of the subject when others tell it
  const deed = possessedDeed(plan, wanted);
  const tellsDeed = (said: ReadonlySet<string>) => deed.some((t) => said.has(t) || alike(t).some((a) => said.has(a)));
  let deedOfSubject = false;
  let deedOfOthers = false;
  if (aboutPerson) {
    const names = [...people];
    for (const item of items) {
      // "I've never been skiing" does not say the speaker went skiing at some time
      const { stated, asked } = termsByPerson(datesAnEvent(plan) ? withoutDeniedDeeds(item) : item, names);
      const speaker = item.speaker.toLowerCase();
      for (const [person, said] of stated) {
        const c = Math.max(cover(said), person === speaker ? ASKED_WEIGHT * cover(said, asked) : 0);
        coverage = Math.max(coverage, c);
        if (person === subject) {
          bySubject = Math.max(bySubject, c);
          saysAboutSubject ||= said.size > 0;
          // or answers a question naming it ("How long have you been at Halvorsen?" / "I started coaching there in 2014")
          const heard = person === speaker ? new Set([...said, ...asked]) : said;
          namedOfSubject ||= [...named].some((t) => termOrPlaceWithin(t, plan.placeTerms, (x) => heard.has(x)));
          deedOfSubject ||= tellsDeed(said);
        } else deedOfOthers ||= tellsDeed(said);
      }
    }
    if (deedOfOthers && !deedOfSubject) bySubject = 0;
    // "When did Lorcan visit Japan?" when only Ottoline went and Lorcan said "Japan! That's brilliant, Ottoline"
    if (named.size > 0 && !namedOfSubject) bySubject = 0;
  } else {
    coverage = Math.max(...items.map((item) => cover(item.terms)));
  }
  // with no word matched, all that can be said is whether the evidence is about the subject at all
  const attribution = !aboutPerson ? 1 : coverage === 0 ? Number(saysAboutSubject) : bySubject / coverage;
  const abstain = abstainsAt({ coverage, attribution, coverageWaived, unheard }, thresholds);
  return { score: Math.min(1, coverage * attribution), coverage, attribution, coverageWaived, unheard, abstain };
}

/** "When did Liora's cat have surgery?": the question's words besides the subject's thing ("cat") and names, when it names one. */
function possessedDeed(plan: QueryPlan, wanted: readonly string[]): string[] {
  const thing = NAMED_THING.exec(plan.question);
  if (!thing || !plan.subject || thing[1]!.toLowerCase() !== plan.subject.toLowerCase()) return [];
  // names are judged on their own (namedOfSubject)
  const skip = new Set([...terms(thing[2]!), ...plan.entities.flatMap((e) => terms(e))]);
  return wanted.filter((t) => !skip.has(t));
}
/** A named person's thing or relative: "Liora's cat", "Ysolde's sister". */
const NAMED_THING = /\b(\p{Lu}[\p{L}-]*)['’]s\s+(\p{L}+)/u;

/**
 * Support for a question that a fact of the asked relation answers by its value ("lives in Kyoto" for "When
 * did I move to Kyoto?"): the question's other words need not be found, as for a conjecture.
 */
export function waiveCoverage(support: Support, thresholds: Pick<SupportThresholds, 'minCoverage' | 'minAttribution'>): Support {
  const waived = { ...support, coverageWaived: true };
  return { ...waived, abstain: abstainsAt(waived, thresholds) };
}

/**
 * Whether the memory has heard of a question's term (Lexicon.knows) or of a word of the same meaning ("wedding" for
 * "married"), or of a place within the place it names: that one as written, since the table spells it right ("Paris"
 * is not "part" misspelt).
 */
export function heardOf(plan: Pick<QueryPlan, 'placeTerms'>, lexicon: Omit<Lexicon, 'idf'>): (term: string) => boolean {
  return (term) => lexicon.knows(term) || alike(term).some((a) => lexicon.knows(a)) || termOrPlaceWithin(term, plan.placeTerms, (t) => lexicon.mentions(t));
}

const WHEN_DID = /^\s*when (?:did|do|does|will|has|have|had) (.+)$/i;
const SUBJECT_WORD = /^(i|we|you|he|she|they|and|the|my|our|his|her|their|family|\p{L}+'s)$/iu;

/**
 * The object of "When did I adopt a dog?" (the words after its subject and verb, time words left
 * out) when no message mentions any of them: what it asks about never happened in the history.
 * For "When is my dentist appointment?", the thing's unmentioned words (unmentionedKind).
 */
export function unmentionedObject(plan: Pick<QueryPlan, 'question' | 'keywords' | 'subject' | 'asker'>, mentioned: (term: string) => boolean): string[] {
  const thing = WHEN_BE.exec(plan.question)?.[1]!.replace(THING_VERB, '');
  // "When was Ysolde's son going to start Beavers?" asks of a person, who may be told of by name only
  if (thing !== undefined) return thing.split(/\s+/).every(isKinWord) ? [] : unmentionedKind(terms(thing), mentioned);
  const m = WHEN_DID.exec(plan.question);
  if (!m) return [];
  const names = new Set([plan.subject, plan.asker].flatMap((n) => tokenize(n ?? '')));
  const words = m[1]!.replace(/[?？.!\s]+$/, '').split(/\s+/);
  let verb = 0;
  // the subject may be someone's relatives ("Kasimo's family", "Idrena's parents")
  while (verb < words.length && (SUBJECT_WORD.test(words[verb]!) || isKinWord(words[verb]!) || names.has(words[verb]!.toLowerCase()))) verb++;
  const asked = new Set(terms(plan.keywords.join(' ')));
  const object = terms(words.slice(verb + 1).join(' ')).filter((t) => asked.has(t) && !names.has(t));
  return object.length > 0 && object.every((t) => !mentioned(t)) ? object : [];
}

/** What follows the thing in "When is Leo's master's program going to start?". */
const THING_VERB = /\s+(?:(?:going to|gonna|supposed to|set to|due to|about to|expected to|scheduled to)\s+.*|(?:start|begin|end|finish|happen|take place)\w*)$/i;
/** "When is my dentist appointment?": the thing after "when is/was" and an owner. */
const WHEN_BE = /^\s*when (?:is|was|are|were|will be) (?:(?:my|our|the|his|her|their|your|\p{Lu}[\p{L}-]*['’]s) )(.+?)\s*[?？.!]*$/iu;

/**
 * Of a thing asked about by name ("dentist appointment"), the words no message mentions: all of them, or the kind
 * just before a mentioned head (a "dentist appointment" is not the "vet appointment" the history holds).
 */
function unmentionedKind(words: readonly string[], mentioned: (term: string) => boolean): string[] {
  const unheard = words.filter((t) => !mentioned(t));
  if (unheard.length === words.length) return unheard;
  const kind = words.at(-2);
  return words.length >= 2 && mentioned(words.at(-1)!) && kind !== undefined && !mentioned(kind) ? [kind] : [];
}

/**
 * A speaker's relative the question asks about ("When did Ysolde's sister get married?") that never comes up as
 * theirs while another's does ("my little sister Marit" said by Corvin): the question pins the other's relative on
 * them. (Relatives often come up by name only, "Pip's first swimming lesson", so one never called anyone's is no sign.)
 */
export function unmentionedKin(plan: Pick<QueryPlan, 'question'>, people: ReadonlySet<string>, messages: Iterable<{ speaker: string; text: string }>): string[] {
  const m = NAMED_THING.exec(plan.question);
  const owner = m?.[1]!.toLowerCase();
  if (!m || !owner || !people.has(owner) || !isKinWord(m[2]!)) return [];
  const owners = kinOwners(people, kinNamed(m[2]!), messages);
  const another = [...owners].some((p) => p !== owner);
  return another && !owners.has(owner) ? [`${m[1]}'s ${m[2]}`] : [];
}

const CONTRACTED = /^(it|that|what|there|here|who|he|she|let|where|how|when)$/i;

/** Who or what owns something in the question ("my sister's name") when no message mentions it. */
export function unmentionedOwners(plan: Pick<QueryPlan, 'question'>, mentioned: (term: string) => boolean): string[] {
  const owners = [...plan.question.matchAll(/\b(\p{Ll}[\p{L}-]+)['’]s\b/gu)].map((m) => m[1]!).filter((w) => !CONTRACTED.test(w));
  return owners.flatMap(terms).filter((t) => !mentioned(t));
}
