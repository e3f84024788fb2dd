import nlp from 'compromise';
import type { EntityMention, EntityType, FactDraft, ForesightDraft } from '../../../src-shared/domain/memory';
import type { TimeExpression, WallMs } from '../../../src-shared/domain/time';
import type { MessageInput } from '../../../src-shared/contract/engine-api';
import { relationSpec } from '../../../src-shared/memory/relations';
import { findTimeExpressions } from '../../../src-shared/time/index';
import { nearestTime, readTense, timeClause, type LocatedTime, type Tense } from './clause-time';
import { NOT_NAMES } from './lexicon';
import { splitSentences, type Sentence } from './normalise-text';
import { shapeObject } from './object-phrase';
import { matchRelations, type RelationMatch } from './relation-matcher';
import { renderFact, resolvePronouns } from './render-fact';
import type { VerbForm } from './verb-forms';

/** Longest text analysed per message; the raw message is always kept whole. */
export const MAX_ANALYSED_CHARS = 20_000;
const MAX_SENTENCES = 400;
const DAY = 86_400_000;
/** Validity window of a plan with no date ("I'm going to adopt a cat"). */
const UNDATED_PLAN_DAYS = 30;

export interface SpeakerContext {
  speaker: string;
  /** The other participant of a two-person conversation ("you"), when known. */
  other: string | null;
}

export type DraftWithoutEmbedding = Omit<FactDraft, 'embedding'>;

export interface MessageExtraction {
  timeExpressions: TimeExpression[];
  entities: EntityMention[];
  facts: DraftWithoutEmbedding[];
  foresight: ForesightDraft[];
}

interface Subject {
  name: string;
  /** A first/second-person pronoun (the verb after it needs third-person agreement). */
  agree: boolean;
}

interface SentenceState {
  lastPerson: string | null;
  lastSubject: Subject | null;
}

/** Rule-based extraction of one message: time expressions, entities, atomic facts, foresight. */
export function extractMessage(msg: MessageInput, ctx: SpeakerContext): MessageExtraction {
  const text = msg.text.slice(0, MAX_ANALYSED_CHARS);
  const timeExpressions = findTimeExpressions(text, msg.time);
  const entities = new Map<string, EntityMention>();
  const addEntity = (name: string, type: EntityType) => {
    const key = name.toLowerCase();
    if (!entities.has(key)) entities.set(key, { name, type, aliases: [] });
  };
  addEntity(ctx.speaker, 'person');
  const facts: DraftWithoutEmbedding[] = [];
  const foresight: ForesightDraft[] = [];
  const state: SentenceState = { lastPerson: null, lastSubject: null };

  for (const s of splitSentences(text).slice(0, MAX_SENTENCES)) {
    const doc = nlp(s.normal);
    for (const p of doc.people().out('array') as string[]) {
      const name = cleanName(p);
      if (name) {
        addEntity(name, 'person');
        state.lastPerson = name;
      }
    }
    for (const p of doc.places().out('array') as string[]) {
      const name = cleanName(p);
      if (name) addEntity(name, 'place');
    }
    for (const o of doc.organizations().out('array') as string[]) {
      const name = cleanName(o);
      if (name) addEntity(name, 'organisation');
    }
    if (/\?\s*$/.test(s.text)) continue;
    const times = locateTimes(s, timeExpressions);
    state.lastSubject = null;
    const matches = matchRelations(s.normal);
    let matched = false;
    const usedVerbs = new Set<number>();
    for (let i = 0; i < matches.length; i++) {
      const m = matches[i]!;
      if (usedVerbs.has(m.verbStart)) continue;
      const subject = resolveSubject(m.subject, ctx, state);
      if (!subject) continue;
      const clauseEnd = matches.slice(i + 1).find((n) => n.start > m.verbStart && n.verbStart !== m.verbStart)?.start ?? s.normal.length;
      const draft = draftFromMatch(m, subject, s, times, clauseEnd, msg.time, ctx);
      if (!draft) continue;
      usedVerbs.add(m.verbStart);
      matched = true;
      state.lastSubject = subject;
      if (draft.objectIsEntity && draft.object) addEntity(draft.object, entityTypeOf(draft.relation));
      addEntity(subject.name, 'person');
      facts.push(draft);
    }
    if (!matched) {
      const generic = genericFact(s, doc, times, msg.time, ctx, state);
      if (generic) facts.push(generic);
    }
  }
  for (const f of facts) {
    if (f.kind !== 'plan') continue;
    const end = f.eventTime ? f.eventTime.end : msg.time + UNDATED_PLAN_DAYS * DAY;
    if (end <= msg.time) continue;
    foresight.push({ text: f.text, subject: f.subject, evidence: f.attributes.evidence ?? f.text, start: msg.time, end });
  }
  return { timeExpressions, entities: [...entities.values()], facts, foresight };
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
    // "my last day at Acme" is a job's last day, not yesterday.
    if (/^(last|first) (day|week)$/i.test(expr.text) && /^(my|his|her|their|our|\w+'s)$/.test(before)) continue;
    out.push({ expr, start: at, end: at + expr.text.length, before });
  }
  return out;
}

const POSSESSIVE = /^(my|our|his|her|their|your|\w+'s)$/i;
const FIRST_PERSON = new Set(['i', 'we', 'me', 'my', 'our']);
const THIRD_PERSON = new Set(['he', 'she', 'his', 'her']);
const CONTINUATION = new Set(['and', 'then', 'also', 'but', 'so']);

function resolveSubject(word: string, ctx: SpeakerContext, state: SentenceState): Subject | null {
  const lower = word.toLowerCase();
  if (FIRST_PERSON.has(lower)) return { name: ctx.speaker, agree: true };
  if (lower === 'you' || lower === 'your') return ctx.other ? { name: ctx.other, agree: true } : null;
  if (THIRD_PERSON.has(lower)) return state.lastPerson ? { name: state.lastPerson, agree: false } : null;
  if (lower === 'they' || lower === 'their') return null;
  if (CONTINUATION.has(lower)) return state.lastSubject;
  const name = word.replace(/'s$/, '');
  if (!/^\p{Lu}[\p{L}'-]*$/u.test(name) || NOT_NAMES.has(name.toLowerCase())) return null;
  return { name, agree: false };
}

function draftFromMatch(
  m: RelationMatch,
  subject: Subject,
  s: Sentence,
  times: readonly LocatedTime[],
  clauseEnd: number,
  messageTime: WallMs,
  ctx: SpeakerContext,
): DraftWithoutEmbedding | null {
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
  const clauseTimes = times.filter((t) => t.start >= m.start - 40 && t.end <= clauseEnd);
  const near = nearestTime(times, m.verbStart, m.start, clauseEnd);
  const { tense, negated } = readTense(m.aux, m.verbForm, clause, near, messageTime);
  const spec = relationSpec(m.pattern.relation);
  const ending = m.pattern.effect === 'end';
  const isState = spec.class === 'state';
  const timing = timeClause({ tense, negated, isState, ending, lemma: m.verbLemma, times: clauseTimes.length ? clauseTimes : times, near, messageTime });
  const future = tense === 'future';
  const relation = future ? 'plans' : m.pattern.relation;
  const predicate = future ? resolvePronouns(s.normal.slice(m.verbStart, m.objectStart >= 0 ? m.objectStart : m.end) + (object ?? ''), ctx.speaker, ctx.other).trim() : null;
  const text = renderFact({
    sentence: s.normal,
    subjectEnd: m.subjectStart + m.subject.length,
    clauseEnd,
    subjectName: POSSESSIVE.test(m.subject) ? `${subject.name}'s` : subject.name,
    pronounSubject: subject.agree && !POSSESSIVE.test(m.subject),
    speaker: ctx.speaker,
    other: ctx.other,
    times,
    when: timing.when,
    messageTime,
    tense,
    isState: isState && !future,
  });
  const attributes: Record<string, string> = { ...timing.attributes, evidence: s.text };
  if (future) attributes.intent = m.pattern.relation;
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

const SUBJECT_WORDS = /^(i|we|he|she|you)$/i;
const GENERIC_SKIP_TAGS = ['Adverb', 'Auxiliary', 'Modal', 'Negative'];

/**
 * The fallback for sentences no relation pattern matched: any clause "<subject> <verb> ..." becomes
 * a fact whose object is its predicate as said (relation did / does / is / plans), so generic
 * events ("I went to a support group yesterday") are still dated and retrievable.
 */
function genericFact(
  s: Sentence,
  doc: ReturnType<typeof nlp>,
  times: readonly LocatedTime[],
  messageTime: WallMs,
  ctx: SpeakerContext,
  state: SentenceState,
): DraftWithoutEmbedding | null {
  const terms = (doc.json() as Array<{ terms: Array<{ text: string; tags: string[]; pre: string; post: string }> }>).flatMap((x) => x.terms);
  if (terms.length < 4) return null;
  let offset = 0;
  const positions = terms.map((t) => {
    const at = s.normal.indexOf(t.text, offset);
    offset = at >= 0 ? at + t.text.length : offset;
    return at;
  });
  for (let i = 0; i < Math.min(terms.length - 2, 6); i++) {
    const t = terms[i]!;
    const isPronoun = SUBJECT_WORDS.test(t.text);
    if (!isPronoun && !(t.tags.includes('Person') || (t.tags.includes('ProperNoun') && i === 0))) continue;
    const subject = resolveSubject(t.text, ctx, state);
    if (!subject) return null;
    let j = i + 1;
    const aux: string[] = [];
    while (j < terms.length && (GENERIC_SKIP_TAGS.some((tag) => terms[j]!.tags.includes(tag)) || /^(going|to|been|no|longer)$/i.test(terms[j]!.text))) {
      aux.push(terms[j]!.text);
      j++;
    }
    const verb = terms[j];
    if (!verb || !verb.tags.includes('Verb') || positions[j]! < 0) return null;
    const verbStart = positions[j]!;
    const clauseEnd = clauseEndAfter(s.normal, verbStart);
    const predicateWords = s.normal.slice(verbStart, clauseEnd).split(/\s+/).filter(Boolean);
    const form = formFromTags(verb.tags);
    const near = nearestTime(times, verbStart, verbStart, clauseEnd);
    const { tense, negated } = readTense(aux.join(' ').toLowerCase(), form, s.normal.slice(verbStart, clauseEnd), near, messageTime);
    const isBe = /^(am|is|are|was|were|be)$/i.test(verb.text);
    const dated = times.some((x) => x.expr.interval);
    if (tense === 'present' && !dated && predicateWords.length < 4) return null;
    if (predicateWords.length < 2 && !dated) return null;
    const relation = tense === 'future' ? 'plans' : tense === 'past' || tense === 'perfect' ? 'did' : isBe ? 'is' : 'does';
    const spec = relationSpec(relation);
    const timing = timeClause({ tense, negated, isState: false, ending: false, lemma: verb.text.toLowerCase(), times, near, messageTime });
    const subjectStart = positions[i]!;
    const text = renderFact({
      sentence: s.normal,
      subjectEnd: subjectStart + t.text.length,
      clauseEnd,
      subjectName: subject.name,
      pronounSubject: subject.agree,
      speaker: ctx.speaker,
      other: ctx.other,
      times,
      when: timing.when,
      messageTime,
      tense,
      isState: spec.factKind === 'state',
    });
    const inPredicate = times.filter((x) => x.start >= verbStart && x.end <= clauseEnd).sort((a, b) => b.start - a.start);
    let predicate = s.normal.slice(verbStart, clauseEnd);
    for (const x of inPredicate) predicate = predicate.slice(0, x.start - verbStart) + predicate.slice(x.end - verbStart);
    predicate = resolvePronouns(predicate, ctx.speaker, ctx.other)
      .replace(/\s+/g, ' ')
      .replace(/[\s,;:.!?]+$/, '')
      .replace(/\s(on|in|at|since|until|for)$/i, '')
      .trim();
    return {
      text,
      subject: subject.name,
      relation,
      object: predicate.split(' ').slice(0, 14).join(' '),
      objectIsEntity: false,
      attributes: { ...timing.attributes, evidence: s.text },
      kind: tense === 'future' ? 'plan' : spec.factKind,
      negated,
      eventTime: timing.eventTime,
      validFrom: timing.validFrom,
      validTo: timing.validTo,
      validGranularity: timing.granularity,
      confidence: 0.5,
    };
  }
  return null;
}

function clauseEndAfter(sentence: string, from: number): number {
  const rest = sentence.slice(from);
  const cut = /[;:]|\s(but|because|although|though|while|whereas)\s|,\s*(and|so|but)\s+(I|we|he|she|it|you|they)\b/i.exec(rest);
  return cut ? from + cut.index : sentence.length;
}

function formFromTags(tags: string[]): VerbForm {
  if (tags.includes('PastTense')) return 'past';
  if (tags.includes('Participle') || tags.includes('PerfectTense')) return 'participle';
  if (tags.includes('Gerund')) return 'gerund';
  if (tags.includes('Infinitive')) return 'base';
  return 'present';
}

export type { Tense };
