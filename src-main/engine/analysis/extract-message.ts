import nlp from 'compromise';
import type { EntityMention, EntityType, FactDraft, ForesightDraft } from '../../../src-shared/domain/memory';
import type { TimeExpression, WallMs } from '../../../src-shared/domain/time';
import type { MessageInput } from '../../../src-shared/contract/engine-api';
import { relationSpec } from '../../../src-shared/memory/relations';
import { findTimeExpressions } from '../../../src-shared/time/index';
import { narrowedTime, nearestTime, readTense, timeClause, type LocatedTime } from './clause-time';
import { genericFact } from './generic-fact';
import { HYPOTHETICAL_MARKERS, NOT_NAMES } from './lexicon';
import { splitSentences, type Sentence } from './normalise-text';
import { shapeObject, type ObjectPhrase } from './object-phrase';
import { matchRelations, type RelationMatch } from './relation-matcher';
import { endOnToldLastDay } from './told-last-day';
import { callsOffIn } from './called-off';
import { acceptedProposal } from './accepted-proposal';
import { formatDay, renderFact, resolvePronouns } from './render-fact';
import { clauseEndAfter, commonWord, isContinuation, OPENERS, POSSESSIVE, resolveSubject, type SentenceState, type SpeakerContext, type Subject } from './subjects';

const PRESENT_FORMS: ReadonlySet<string> = new Set(['base', 'present']);

/** Longest text analysed per message; the raw message is always kept whole. */
export const MAX_ANALYSED_CHARS = 20_000;
const MAX_SENTENCES = 400;
const DAY = 86_400_000;
/** Validity window of a plan with no date ("I'm going to adopt a cat"). */
const UNDATED_PLAN_DAYS = 30;

export type DraftWithoutEmbedding = Omit<FactDraft, 'embedding'>;

export interface MessageExtraction {
  timeExpressions: TimeExpression[];
  entities: EntityMention[];
  facts: DraftWithoutEmbedding[];
  foresight: ForesightDraft[];
}

export type { SpeakerContext };

/** A capitalised word after the first one (other than "I"): the sentence may name a person, place or organisation. */
const MAY_NAME = /\s(?!I\b)\p{Lu}/u;

/** A sentence opening with a capitalised word that is not a common sentence starter ("Carla is engaged!"). */
function opensWithName(sentence: string): boolean {
  const first = /^(\p{Lu}[\p{L}'-]+)/u.exec(sentence)?.[1]?.replace(/'s$/, '');
  return !!first && !commonWord(first);
}

/** Rule-based extraction of one message: time expressions, entities, atomic facts, foresight. */
export function extractMessage(msg: MessageInput, ctx: SpeakerContext): MessageExtraction {
  const text = msg.text.slice(0, MAX_ANALYSED_CHARS);
  const timeExpressions = findTimeExpressions(text, msg.time);
  const entities = new Map<string, EntityMention>();
  // the place named last, for a later "there" ("We moved to Porto in 2019. We've lived there ever since.")
  let lastPlace: string | null = null;
  const addEntity = (name: string, type: EntityType) => {
    const key = name.toLowerCase();
    if (!entities.has(key)) entities.set(key, { name, type, aliases: [] });
    if (type === 'place') lastPlace = name;
  };
  addEntity(ctx.speaker, 'person');
  const facts: DraftWithoutEmbedding[] = [];
  const state: SentenceState = { lastPerson: null, lastSubject: null, people: new Set() };

  for (const written of splitSentences(text).slice(0, MAX_SENTENCES)) {
    const s = thereNamed(written, lastPlace);
    // compromise is the slow part: parse only sentences that may name something or need the fallback.
    let parsed: ReturnType<typeof nlp> | null = null;
    const doc = () => (parsed ??= nlp(s.normal));
    if (MAY_NAME.test(s.normal) || opensWithName(s.normal)) {
      for (const p of doc().people().out('array') as string[]) {
        const name = cleanName(p);
        if (name) {
          addEntity(name, 'person');
          state.lastPerson = name;
          state.people.add(name.toLowerCase());
        }
      }
      for (const p of doc().places().out('array') as string[]) {
        const name = cleanName(p);
        if (name) addEntity(name, 'place');
      }
      for (const o of doc().organizations().out('array') as string[]) {
        const name = cleanName(o);
        if (name) addEntity(name, 'organisation');
      }
    }
    if (/\?\s*$/.test(s.text)) continue;
    facts.push(...callsOffIn(s, ctx.speaker, msg.time));
    const times = locateTimes(s, timeExpressions);
    state.lastSubject = null;
    const matches = matchRelations(s.normal).filter((m) => !isContinuation(m.subject) || m.verbForm === 'past' || m.verbForm === 'base' || m.verbForm === 'present');
    let matched = false;
    // the form of the last verb that gave a fact: "I live in Gothenburg and work at Volvo" goes on in the present
    let lastForm: string | null = null;
    const taken: Array<{ relation: string; effect: string; cumulative: boolean; verbStart: number; start: number; end: number }> = [];
    for (let i = 0; i < matches.length; i++) {
      const m = leadingVerb(matches[i]!, ctx, state);
      const cumulative = relationSpec(m.pattern.relation).class === 'cumulative';
      // One verb gives one event, but may give several state facts ("work as a nurse at X": job and
      // employer; "moved from Paris to Berlin": an end and a start). Two patterns of one relation
      // and effect over the same words ("have been living in") are one fact.
      const clash = taken.some(
        (t) =>
          (t.verbStart === m.verbStart && (cumulative || t.cumulative || (t.relation === m.pattern.relation && t.effect === m.pattern.effect))) ||
          (t.relation === m.pattern.relation && t.effect === m.pattern.effect && m.start < t.end && m.end > t.start),
      );
      if (clash) continue;
      // a present-tense "and work at ..." continues only a present statement ("I'd love to travel and live in Paris" does not)
      if (isContinuation(m.subject) && m.verbForm !== 'past' && (lastForm === null || !PRESENT_FORMS.has(lastForm))) continue;
      const implied = m.subject === '' || (m.subjectStart === 0 && OPENERS.test(m.subject));
      // "moving to Copenhagen next month to join Nordlys Studio": a purpose clause of a plan is the planner's plan too
      const purposeOf = m.subject.toLowerCase() === 'to' ? facts.findLast((f) => f.kind === 'plan' && f.attributes.evidence === s.text) : undefined;
      const subject = purposeOf
        ? { name: purposeOf.subject, agree: false }
        : implied
          ? impliedSubject(m, s.normal.slice(0, m.verbStart), times.some((t) => t.start > m.verbStart && (t.expr.interval?.start ?? 0) > msg.time), ctx)
          : (resolveSubject(m.subject, ctx, state) ?? namedSubject(m.subject, entities, state));
      if (!subject) continue;
      const nextMatch = matches.slice(i + 1).find((n) => n.start > m.verbStart && n.verbStart !== m.verbStart && n.subject !== '' && resolveSubject(n.subject, ctx, state))?.start ?? s.normal.length;
      const clauseEnd = Math.min(nextMatch, clauseEndAfter(s.normal, m.verbStart));
      const made = draftFromMatch(m, subject, implied, s, times, clauseEnd, msg.time, ctx);
      // the purpose is told in the plan's own words ("... is moving to Copenhagen in September 2022 to join ...")
      const draft = purposeOf ? (made?.kind === 'plan' ? { ...made, text: purposeOf.text } : null) : made;
      if (!draft) continue;
      taken.push({ relation: m.pattern.relation, effect: m.pattern.effect, cumulative, verbStart: m.verbStart, start: m.start, end: m.end });
      matched = true;
      lastForm = draft.kind === 'plan' || draft.attributes.tense !== 'present' ? null : m.verbForm;
      state.lastSubject = subject;
      if (draft.objectIsEntity && draft.object) addEntity(draft.object, entityTypeOf(draft.relation));
      addEntity(subject.name, 'person');
      facts.push(draft);
      // "I'm planning to quit my job at Ericsson": a planned end says the state holds when it is said.
      if (draft.kind === 'plan' && draft.attributes.heldObject) facts.push(heldNow(draft, msg.time));
      // "I'm moving to Copenhagen next month": the state from the planned time, unless called off (resolve-facts.ts)
      const planned = draft.kind === 'plan' && draft.attributes.intendedObject ? plannedState(draft) : null;
      if (planned) facts.push(planned);
      // Leaving an employer ends the role held there too (whatever title is current); "done with Delft" may close a
      // job there or nothing (closesOnly), so it ends no title.
      if (draft.relation === 'works_at' && draft.negated && draft.attributes.ends === 'true' && draft.attributes.closesOnly !== 'true') {
        facts.push({ ...draft, relation: 'job_title', object: null, objectIsEntity: false, confidence: draft.confidence * 0.8 });
      }
      // A title held at a named employer ("became a junior developer at Shopify") says where too.
      const employer = draft.relation === 'job_title' && !draft.negated && draft.kind === 'state' ? employerAfterTitle(m, draft.object) : null;
      if (employer && !taken.some((t) => t.relation === 'works_at' && t.verbStart === m.verbStart)) {
        addEntity(employer.text, 'organisation');
        taken.push({ relation: 'works_at', effect: 'start', cumulative: false, verbStart: m.verbStart, start: m.start, end: m.end });
        facts.push({ ...draft, relation: 'works_at', object: employer.text, objectIsEntity: employer.isEntity, confidence: draft.confidence * 0.9 });
      }
      // "Sam and I got married", "Sam and I split up": the partner named with the speaker starts or ends too.
      const partner = draft.relation === 'relationship_status' && draft.kind === 'state' && !draft.negated ? partnerBefore(s.normal, m) : null;
      if (partner) {
        addEntity(partner, 'person');
        const ends = /^(single|divorced|separated|widowed)$/.test(draft.object ?? '');
        const ending = { negated: true, validFrom: null, validTo: draft.validFrom, attributes: { ...draft.attributes, ends: 'true' } };
        facts.push({ ...draft, relation: 'partner', object: partner, objectIsEntity: true, confidence: draft.confidence * 0.9, ...(ends ? ending : {}) });
      }
    }
    if (!matched) {
      const generic = genericFact(s, doc(), times, msg.time, ctx, state);
      if (generic) facts.push(generic);
    }
  }
  const proposal = acceptedProposal(text, facts, timeExpressions, ctx.speaker, msg.time);
  for (const f of proposal) if (f.objectIsEntity && f.object) addEntity(f.object, 'person');
  const ended = endOnToldLastDay([...facts, ...proposal], text, timeExpressions);
  return { timeExpressions, entities: [...entities.values()], facts: ended, foresight: foresightOf(ended, msg.time) };
}

const STAYED_THERE = /\b(live[sd]?|living|been|stay(?:s|ed|ing)?|settled|based)\s+there\b/gi;
const MOVED_THERE = /\b(mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing))\s+there\b/gi;

/**
 * The sentence with a "there" of living or moving named as the place it points back to ("lived there" -> "lived in
 * Porto", "moved there" -> "moved to Porto"), so the relation patterns read it; unchanged with no place before it.
 */
function thereNamed(s: Sentence, place: string | null): Sentence {
  if (!place) return s;
  const normal = s.normal.replace(STAYED_THERE, `$1 in ${place}`).replace(MOVED_THERE, `$1 to ${place}`);
  return normal === s.normal ? s : { ...s, normal };
}

/**
 * A capitalised subject the analyser has not met as a person ("Max moved to Chicago"), when it is
 * not a common word and not a place or organisation this message named: a person.
 */
function namedSubject(word: string, entities: ReadonlyMap<string, EntityMention>, state: SentenceState): Subject | null {
  const name = word.replace(/'s$/, '');
  if (!/^\p{Lu}\p{Ll}+$/u.test(name) || commonWord(name) || LEADING_PAST.test(name)) return null;
  const known = entities.get(name.toLowerCase());
  if (known && known.type !== 'person') return null;
  state.people.add(name.toLowerCase());
  return { name, agree: false };
}

/**
 * The subject put before a sentence that starts at its verb; a verbless note reads as the speaker's ("First day at
 * Initech!": "Maya's first day at Initech"), except "Off to Copenhagen ...": "Maya is off to Copenhagen ...".
 */
function impliedSubjectName(name: string, m: RelationMatch, sentence: string): string {
  if (m.verb) return name;
  return /^off\b/i.test(sentence.slice(m.verbStart)) ? `${name} is` : `${name}'s`;
}

/** A state of the relation a plan intends, with `object` as its value; the caller says when it holds. */
function stateOfPlan(plan: DraftWithoutEmbedding, object: string): Pick<DraftWithoutEmbedding, 'subject' | 'relation' | 'object' | 'objectIsEntity' | 'kind' | 'negated'> {
  const spec = relationSpec(plan.attributes.intent!);
  return { subject: plan.subject, relation: spec.name, object, objectIsEntity: spec.objectType !== 'literal' && /^\p{Lu}/u.test(object), kind: spec.factKind, negated: false };
}

/** The state a planned ending presupposes, held from when the plan is said ("quit my job at X": works at X). */
function heldNow(plan: DraftWithoutEmbedding, said: WallMs): DraftWithoutEmbedding {
  const state = stateOfPlan(plan, plan.attributes.heldObject!);
  return {
    ...state,
    text: `${plan.subject} ${relationSpec(state.relation).phrase.present} ${state.object} (as of ${formatDay(said)}).`,
    attributes: { tense: 'present', evidence: plan.attributes.evidence ?? plan.text, presupposed: 'true' },
    eventTime: null,
    validFrom: said,
    validTo: null,
    validGranularity: 'day',
    confidence: plan.confidence * 0.75,
  };
}

/** A purpose of work or study: "off to Copenhagen to join Nordlys Studio" is a move, "off to Paris for a conference" a trip. */
const TO_WORK_OR_STUDY = /\bto (?:join|start|work|study|begin|take up)\b|\bfor (?:a |the |my |his |her |their )?(?:new |first )?(?:job|position|role|post|degree|studies|phd|master'?s)\b/i;

/** A wish or a maybe is not a plan to count on ("I want to move to Lisbon next year"). */
const WISH = /\b(want|wants|wanted|hope|hopes|hoping|hoped|wish|dream|dreaming|would like|'d like|thinking (?:of|about)|considering|maybe|perhaps|might|someday|one day)\b/i;

/**
 * The state a firm plan to take it up holds from its planned time ("moving to Copenhagen next month": lives in
 * Copenhagen from September), marked planned: resolve-facts drops it when the plan is called off, put back, or the
 * move is told as done. Null for a plan with no time.
 */
function plannedState(plan: DraftWithoutEmbedding): DraftWithoutEmbedding | null {
  if (plan.validFrom === null) return null;
  return {
    ...stateOfPlan(plan, plan.attributes.intendedObject!),
    text: plan.text,
    attributes: { tense: 'future', evidence: plan.attributes.evidence ?? plan.text, planned: 'true' },
    eventTime: plan.eventTime,
    validFrom: plan.validFrom,
    validTo: null,
    validGranularity: plan.validGranularity,
    confidence: plan.confidence * 0.7,
  };
}

/** The person named in "<Name> and I/we" right before a first-person subject. */
function partnerBefore(sentence: string, m: RelationMatch): string | null {
  if (!/^(i|we)$/i.test(m.subject)) return null;
  const name = /(\p{Lu}[\p{L}'-]+)\s+and\s+$/u.exec(sentence.slice(0, m.subjectStart))?.[1];
  return name && !NOT_NAMES.has(name.toLowerCase()) ? name : null;
}

/**
 * A time inside a phrase set off by a comma after the match ("I sold my Vespa, too cold to ride in
 * winter") dates that phrase, not the match; one right after the comma (", back in 2019") still does.
 */
function inLaterPhrase(sentence: string, matchEnd: number, t: LocatedTime): boolean {
  if (t.start < matchEnd) return false;
  const between = sentence.slice(matchEnd, t.start);
  const comma = between.indexOf(',');
  return comma >= 0 && between.slice(comma + 1).trim().split(/\s+/).filter(Boolean).length > 2;
}

/** The employer named right after a title in the matched object ("junior developer at Shopify today"). */
function employerAfterTitle(m: RelationMatch, title: string | null): ObjectPhrase | null {
  if (!m.object || !title) return null;
  const at = m.object.toLowerCase().indexOf(title.toLowerCase());
  const rest = at >= 0 ? /^\s+(?:at|with)\s+(.+)$/i.exec(m.object.slice(at + title.length)) : null;
  return rest ? shapeObject('ORG', rest[1]!, null) : null;
}

/** Every plan whose window has not passed when it is said becomes foresight: [said, end of its date] (30 days when undated). */
export function foresightOf(facts: readonly DraftWithoutEmbedding[], said: WallMs): ForesightDraft[] {
  return facts.flatMap((f) => {
    if (f.kind !== 'plan') return [];
    const end = f.eventTime ? f.eventTime.end : said + UNDATED_PLAN_DAYS * DAY;
    return end <= said ? [] : [{ text: f.text, subject: f.subject, evidence: f.attributes.evidence ?? f.text, start: said, end }];
  });
}

/** A word that opens a sentence as a past verb or auxiliary ("Finished", "Got", "Was"), not as a name. */
const LEADING_PAST = /^(got|gotten|was|were|been|had|\w{3,}ed)$/i;

/**
 * "Finished reading Dune", "Got promoted to lead": when the word the matcher took for the subject
 * opens the sentence as a past verb and names nobody, it is the start of the verb phrase, which
 * speaks for the speaker in the past.
 */
function leadingVerb(m: RelationMatch, ctx: SpeakerContext, state: SentenceState): RelationMatch {
  if (m.subjectStart !== 0 || !LEADING_PAST.test(m.subject) || resolveSubject(m.subject, ctx, state)) return m;
  return { ...m, subject: '', verb: `${m.subject} ${m.aux ? `${m.aux} ` : ''}${m.verb}`, verbForm: 'past', verbStart: m.subjectStart, aux: '' };
}

/**
 * A sentence that starts at its verb ("Started at Acme today") speaks for the speaker, in the past;
 * so does a verbless note ("Last day at Acme today"), a present state said as a gerund subject
 * ("Living in Manchester is great") or after "still" ("Still living in Manchester for now"), and a
 * gerund with a time ahead, a plan ("Moving back home to Bristol tomorrow.").
 */
function impliedSubject(m: RelationMatch, opening: string, timeAhead: boolean, ctx: SpeakerContext): Subject | null {
  const speaker = { name: ctx.speaker, agree: true };
  if (m.verb === '' || m.verbForm === 'past' || m.verbForm === 'participle') return speaker;
  if (m.verbForm !== 'gerund' || relationSpec(m.pattern.relation).class !== 'state') return null;
  const present = /\s(is|has been)\s/i.test(m.object ?? '') || /^\s*(?:still|currently|now)\s+$/i.test(opening);
  return present || timeAhead ? speaker : null;
}

function entityTypeOf(relation: string): EntityType {
  const t = relationSpec(relation).objectType;
  return t === 'literal' ? 'thing' : t;
}

function cleanName(raw: string): string | null {
  const words = raw.replace(/[^\p{L}\p{N}\s'&.-]/gu, '').trim().split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  const name = words.join(' ').replace(/'s$/, '').replace(/\.$/, '');
  if (!name || NOT_NAMES.has(name.toLowerCase()) || name.length > 60) return null;
  return name;
}

/** Time expressions of the message that fall in this sentence, located in its normalised text. */
function locateTimes(s: Sentence, all: readonly TimeExpression[]): LocatedTime[] {
  const out: LocatedTime[] = [];
  let cursor = 0;
  for (const expr of all) {
    if (expr.start < s.start || expr.end > s.end) continue;
    const at = s.normal.indexOf(expr.text, cursor);
    if (at < 0) continue;
    cursor = at + expr.text.length;
    const before = /(\S+)\s*$/.exec(s.normal.slice(0, at))?.[1]?.toLowerCase() ?? '';
    out.push({ expr, start: at, end: at + expr.text.length, before });
  }
  return out;
}

function draftFromMatch(
  m: RelationMatch,
  subject: Subject,
  /** The sentence starts at its verb; the subject is the speaker. */
  implied: boolean,
  s: Sentence,
  times: readonly LocatedTime[],
  clauseEnd: number,
  messageTime: WallMs,
  ctx: SpeakerContext,
): DraftWithoutEmbedding | null {
  if (m.pattern.onlyToWorkOrStudy && !TO_WORK_OR_STUDY.test(s.normal.slice(Math.max(m.objectStart, 0)))) return null;
  // "going to make it" is a future, not a visit: "go to" needs a determiner or a name after it.
  const afterVerb = s.normal.slice(m.verbStart + m.verb.length);
  if (/^going\s+to$/i.test(m.verb) && !/^\s*(?:a|an|the|my|his|her|our|their|this|that|some|\p{Lu})\b/u.test(afterVerb)) return null;
  let object: string | null = m.pattern.object ?? null;
  let objectIsEntity = false;
  if (m.slot && m.object !== null) {
    const firstTime = times.find((t) => t.start >= m.objectStart);
    const shaped = shapeObject(m.slot, m.object, firstTime ? firstTime.start - m.objectStart : null);
    if (!shaped) return null;
    object = shaped.text;
    objectIsEntity = shaped.isEntity && m.slot !== 'TITLE_WORK';
  }
  const clause = s.normal.slice(m.start, clauseEnd);
  const own = times.filter((t) => !inLaterPhrase(s.normal, m.end, t));
  const clauseTimes = own.filter((t) => t.start >= m.start - 40 && t.end <= clauseEnd);
  const near = narrowedTime(s.normal, nearestTime(own, m.verbStart, m.start, clauseEnd), times);
  const { tense, negated } = readTense(m.aux, m.verbForm, clause, near, messageTime);
  if (tense !== 'future' && HYPOTHETICAL_MARKERS.test(m.aux)) return null;
  const spec = relationSpec(m.pattern.relation);
  const ending = m.pattern.effect === 'end';
  const isState = spec.class === 'state';
  // "was hired by", "were promoted to": a passive of a change is a transition, like "got hired"
  const passiveChange = m.verbLemma === 'be' && /^\s*(hired|promoted|appointed|transferred|relocated)\b/i.test(afterVerb);
  const timing = timeClause({ tense, negated, isState, ending, lemma: m.verbLemma, transition: passiveChange, times: clauseTimes.length ? clauseTimes : own, near, messageTime });
  const future = tense === 'future';
  const relation = future ? 'plans' : m.pattern.relation;
  // A plan's object is what is planned: the verb phrase ("move to Tokyo"), or the object of a plans pattern.
  const verbPhrase = m.objectStart > m.verbStart ? s.normal.slice(m.verbStart, m.objectStart) + (object ?? '') : (object ?? m.verb);
  const predicate = future && m.pattern.relation !== 'plans' ? resolvePronouns(verbPhrase, ctx.speaker, ctx.other).trim() : object;
  const text = renderFact({
    sentence: s.normal,
    subjectEnd: implied ? m.verbStart : m.subjectStart + m.subject.length,
    clauseEnd,
    subjectName: POSSESSIVE.test(m.subject) ? `${subject.name}'s` : implied ? `${impliedSubjectName(subject.name, m, s.normal)} ` : subject.name,
    pronounSubject: subject.agree && !POSSESSIVE.test(m.subject) && m.verb !== '',
    presentVerb: m.verbForm === 'base' || m.verbForm === 'present',
    speaker: ctx.speaker,
    other: ctx.other,
    times,
    when: timing.when,
    messageTime,
    tense,
    isState: isState && !future,
  });
  const attributes: Record<string, string> = { ...timing.attributes, evidence: s.text };
  // "last day at", "moved out of", "no longer", "anymore" say a state held until then; "never" and
  // a bare "don't" only deny it.
  if (isState && (ending || /\b(no longer|any ?more)\b/i.test(clause))) attributes.ends = 'true';
  if (m.pattern.closesOnly) attributes.closesOnly = 'true';
  if (future) attributes.intent = m.pattern.relation;
  if (future && ending && isState && object) attributes.heldObject = object;
  // "I'm moving to Copenhagen next month": a firm plan to take up a state names the value it will hold
  // ("staying in Ankara until spring" keeps a state, it takes up none)
  if (future && !ending && !negated && isState && object && m.verbLemma !== 'stay' && !WISH.test(clause)) attributes.intendedObject = object;
  return {
    text,
    subject: subject.name,
    relation,
    object: future ? predicate : object,
    objectIsEntity: future ? false : objectIsEntity,
    attributes,
    kind: future ? 'plan' : spec.factKind,
    // For state relations an ending pattern and a negation both end the state.
    negated: isState && !future ? negated || ending : negated,
    eventTime: timing.eventTime,
    validFrom: timing.validFrom,
    validTo: timing.validTo,
    validGranularity: timing.granularity,
    confidence: m.pattern.confidence * (future ? 0.8 : 1),
  };
}

