import type { TimeExpression, TimeSpan, WallMs } from '../domain/time';
import { isExclusiveState, RELATION_PATTERNS, relationSpec } from '../memory/relations';
import type { Answer, QueryKind } from './answer-types';
import { MAX_EVIDENCE } from './answer-types';
import { capitalised, DAY_MS, daySpan, describeWhen, fromAnswerTime, humanDate, humanSpan, monthSpan, namesTimeWithin, overlaps, seasonSpan, spanOf, SUB_DAY, toAnswerTime, weekSpan, yearSpan } from './calendar';
import { durationBetween, humanDuration, humanLength, lengthBefore, tenureLength, toldLength, UNIT_DAYS, unitDays } from './durations';
import { subjectSpeaks, type EvidenceItem, type FactView } from './evidence';
import { kinNamed, namesOtherKinOnly, speaksOfOtherSex } from './kin';
import { askedDirection, datedAnswer, eventExpression, eventWordsIn, eventWordsOf, measuresOtherThing, namesNoneOfTheThing, pointsAhead, sentenceAround, tellsAsPlan, tellsBoundary, whoWords, type DatedEvent, type FindTimes, type TurnsAround } from './event-dating';
import { asksFormalAct, namedValues, type QueryPlan } from './query-plan';
import { countedNoun, countedRelation, cueTerms, relationsOf } from './relation-cues';
import { firstMentioned, namedJustBefore, namesThing } from './first-mention';
import { onlyWeighsGetting } from './weighs-getting';
import { namesLaterOne, ordinalEvent } from './ordinal-event';
import { afterFirstReport } from './end-after-first-report';
import { memoize } from '../time/memo';
import { sentenceBefore } from '../time/tense';
import { sharpened, startFromStatedLength } from './start-from-length';
import { toldAsNews } from './told-as-news';
import { answeredLength } from './answered-length';
import { latestSchedule } from './rescheduled';
import { dateEvents, teasedWithTime } from './date-events';
import { doneAfterPlan } from './done-after-plan';
import { namesOnlyOtherKind } from './other-kind';
import { lastDayTold } from './last-day';
import { isStopword, stem, terms, tokenize } from './stopwords';
import { alike, isQuestion, sentencesOf, wantedTerms } from './coverage';
import { isShortTurn } from './short-turn';

/**
 * The temporal reasoner: computes answers from intervals, never guesses. Given the question plan,
 * ranked evidence messages and the subject's timeline of the asked relation (all facts incl.
 * archived ones), it answers at the granularity the evidence supports. Derived facts (start, end,
 * duration, order, state at a time) are computed here, not stored.
 */
export type { FindTimes };

export interface ReasonInput {
  plan: QueryPlan;
  evidence: EvidenceItem[];
  /** The subject's facts of the relations the question is about, any status. */
  timeline: FactView[];
  /** 0..1 how well the evidence supports the question (from the abstention check). */
  support: number;
  /** The timeline facts' source messages (they may be missing from weakly supported evidence). */
  sources?: readonly SourceMessage[];
  /** Turns of the same sitting around the top evidence messages (where an event's time may have been said). */
  turns?: TurnsAround;
  /** The earliest message naming what the question asks about getting or meeting ("adopt Toby"), if it asks that. */
  firstMention?: EvidenceItem;
  /** The subject's reply stating a length to a "how long" question about what the question asks (answered-length.ts). */
  lengthAnswer?: EvidenceItem;
}

export type SourceMessage = Pick<EvidenceItem, 'messageId' | 'text' | 'time'>;

/** A handler's answer; its own evidence (the messages it used) comes first, then retrieval's ranking. */
type Draft = Omit<Answer, 'evidence' | 'abstained' | 'kind' | 'evidenceText'> & { evidence?: string[] };
export type Handler = (input: ReasonInput, findTimes: FindTimes) => Draft | null;

export function reason(asked: ReasonInput, findTimes: FindTimes): Answer {
  // of a question about the first of something, a message or a turn around it telling of a later one ("a second
  // sweater"), or only of another kind of it ("my first half marathon" for the first full one), is about another
  const otherKind = namesOnlyOtherKind(asked.plan);
  const first = (e: { text: string }) => !namesLaterOne(e.text, asked.plan.question) && !otherKind(e.text);
  const turns = asked.turns && new Map([...asked.turns].map(([id, around]) => [id, around.filter(first)]));
  const input = { ...asked, evidence: asked.evidence.filter(first), turns };
  // handlers tried in turn date the same evidence again: tag each text once per question
  const times = memoize(findTimes, (text, reference, options) => `${reference}|${options?.tense ?? 'auto'}|${text}`, 512);
  const draft = firstAnswer(HANDLERS[input.plan.kind], input, times);
  const retrieved = input.evidence.map((e) => e.messageId);
  const evidenceIds = [...new Set([...(draft?.evidence ?? []), ...retrieved])].slice(0, MAX_EVIDENCE);
  if (!draft) return abstain(input.plan.kind, evidenceIds);
  return {
    answer: draft.answer,
    time: draft.time,
    duration: draft.duration,
    evidence: evidenceIds,
    abstained: false,
    confidence: round2(Math.min(1, Math.max(0, draft.confidence))),
    kind: input.plan.kind,
  };
}

export function abstain(kind: QueryKind, evidence: string[] = [], answer = "I don't know: nothing in your history mentions that."): Answer {
  return { answer, time: null, duration: null, evidence: evidence.slice(0, MAX_EVIDENCE), abstained: true, confidence: 0, kind };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** How many of the best evidence messages a past question's event is dated from: the report with its time may rank below talk of the thing ("the house hunt"). */
const WHEN_DEPTH = 7;
/** A plan is told with a time ahead ("Let's do it next month"), which few other messages have: it may be looked for deeper. */
const PLAN_DEPTH = 10;
const EVENT_DEPTH = 10;
/** How deep a plan's moves and reports are looked for. */
const CHAIN_DEPTH = 20;
/** How deep the when-handlers date events in the evidence: the caller gives the neighbouring turns of that many messages. */
export const DATING_DEPTH = Math.max(WHEN_DEPTH, PLAN_DEPTH, EVENT_DEPTH);

const ASKED_GRANULARITY: readonly [RegExp, TimeSpan['granularity']][] = [
  [/\b(which|what) year\b|\byear did\b/i, 'year'],
  [/\b(which|what) month\b|\bmonth's\b/i, 'month'],
];
const COARSENESS: readonly TimeSpan['granularity'][] = ['year', 'season', 'quarter', 'month', 'week', 'day', 'hour', 'minute'];

/** "Which year ..." / "What month ..." is answered at that granularity: the year or month holding most of the span. */
function atAskedGranularity(span: TimeSpan, question: string): TimeSpan {
  const asked = ASKED_GRANULARITY.find(([cue]) => cue.test(question))?.[1];
  if (!asked || COARSENESS.indexOf(span.granularity) <= COARSENESS.indexOf(asked)) return span;
  return spanAt(span.start + Math.floor((span.end - span.start) / 2), asked);
}

/** How close in score another undated report of the event must be to count as the same event. */
const RETELLING_MARGIN = 0.1;

/**
 * An event told without a time is dated by its message; told again later ("I opened an online store
 * and it's been great"), the later message is a retelling, so the earliest report about as relevant
 * wins, if it names all the best one names ("started writing another screenplay" is not "started on a book")
 * and tells it got, not only sought ("I've applied for the team lead job" is before "I got the team lead job").
 */
function earliestReport(best: DatedEvent, candidates: readonly DatedEvent[], plan: QueryPlan): DatedEvent {
  if (best.expr) return best;
  const named = eventWordsIn(best.item.text, plan);
  const retells = (d: DatedEvent) => {
    const words = eventWordsIn(d.item.text, plan);
    return [...named].every((w) => words.has(w)) && (onlyWeighsGetting(best.item.text) || !onlyWeighsGetting(d.item.text));
  };
  return candidates.reduce((pick, d) => (!d.expr && d.score >= best.score - RETELLING_MARGIN && d.span.start < pick.span.start && retells(d) ? d : pick), best);
}

/**
 * A question about someone who is not in the talk ("When was Lotte born?") rests on the messages naming them, or
 * answering a turn that does, when any do: "skates like he was born on the ice" is about another.
 */
function aboutNamedSubject(plan: QueryPlan, evidence: EvidenceItem[], turns: TurnsAround | undefined): EvidenceItem[] {
  const subject = plan.subject;
  // a group's name ("The Lantern Moths", "Low Tide") is not a person's: its members tell its deeds as "we"
  if (!subject || subjectSpeaks(subject, evidence) || /\s/.test(subject.trim())) return evidence;
  // or answer a turn naming them ("How's Pepper settling in?" / "She learned to sit in three days"), or tell the name
  // of the deed asked of it, two words or more ("We did the soft opening last week" of the restaurant talked about)
  const deed = compoundsOf(plan.question);
  const tellsDeed = (e: EvidenceItem) => deed.length > 0 && compoundsOf(e.text).some((c) => deed.includes(c));
  // or call them "he" or "she" just after the speaker named them
  const naming = evidence.filter((e) => namesThing(e.text, subject) || (e.replyTo !== null && namesThing(e.replyTo.text, subject)) || tellsDeed(e) || namedJustBefore(e, subject, turns));
  return naming.length ? naming : evidence;
}

/** Two content words side by side, stemmed ("soft opening" -> "soft open"); "learn to sit" has none. */
function compoundsOf(text: string): string[] {
  const words = tokenize(text);
  return words.slice(1).flatMap((w, i) => (isStopword(words[i]!) || isStopword(w) ? [] : [`${stem(words[i]!)} ${stem(w)}`]));
}

/** Date the best evidence event; with a time constraint in the question, the best event inside it. */
export const whenFromEvidence: Handler = ({ plan, evidence, timeline, support, turns }, findTimes) => {
  const kin = kinNamed(plan.question);
  // "my sister had her baby ... Lotte" is about Lotte, the niece asked about, though it names another relative
  const namesSubject = (item: EvidenceItem) => plan.subject !== null && namesThing(item.text, plan.subject);
  // the relatives of the sentences telling the event count, not others there ("The play was last Friday. My mum and I clapped")
  const telling = (text: string) => sentencesOf(text).filter((s) => eventWordsIn(s, plan).size > 0).join(' ') || text;
  // a text naming another relative only, or naming none and speaking only of the other sex ("She had the operation")
  const ofOtherKin = (text: string) => namesOtherKinOnly(kin, text) || speaksOfOtherSex(kin, text);
  // a reply naming no relative is about the one the turn it answers asks after ("How's your mum?" / "She had the operation on the 14th")
  const askedAfterOther = (item: EvidenceItem) =>
    item.replyTo !== null && item.replyTo.speaker !== item.speaker && kinNamed(item.text).size === 0 && namesOtherKinOnly(kin, sentencesOf(item.replyTo.text).filter(isQuestion).join(' '));
  const ofAskedKin = (item: EvidenceItem) => namesSubject(item) || (!ofOtherKin(telling(item.text)) && !askedAfterOther(item));
  const aboutAsked = aboutNamedSubject(plan, withoutOtherValues(plan, evidence, timeline).filter((item) => kin.size === 0 || ofAskedKin(item)), turns);
  // when only other relatives' messages told the event, what is left around them does not tell it of the one asked (a
  // reply tells it by the turn it answers, when that is not about another: "How was the wedding?" / "Magical.")
  const tellsIt = (item: EvidenceItem) => eventWordsIn(item.text, plan).size > 0 || (item.replyTo !== null && !ofOtherKin(item.replyTo.text) && eventWordsOf(item, plan).size > 0);
  if (kin.size > 0 && !aboutAsked.some(tellsIt)) return null;
  const depth = askedDirection(plan) === 'future' || plan.timeConstraint ? PLAN_DEPTH : WHEN_DEPTH;
  const dated = dateEvents(plan, aboutAsked, turns, findTimes, depth);
  const inConstraint = plan.timeConstraint ? dated.filter((d) => overlaps(d.span, plan.timeConstraint!)) : dated;
  const best = inConstraint[0] ?? dated[0];
  if (!best) return null;
  const candidates = inConstraint.length ? inConstraint : dated;
  // a plan's later moves and reports name the thing with little else ("I have to move the housewarming again"), so
  // they rank low: they are looked for deeper (a deed told as done has none)
  const told = earliestReport(best, candidates, plan);
  const ahead = told.expr !== null && told.span.end > daySpan(told.said).start;
  const deeper = plan.timeConstraint || !ahead ? [] : dateEvents(plan, aboutAsked.slice(depth), turns, findTimes, CHAIN_DEPTH - depth);
  // best first, as dateEvents ranks (a stable sort keeps the shallower of equal scores first)
  const chain = deeper.length ? [...candidates, ...deeper].sort((a, b) => b.score - a.score) : candidates;
  const pick = doneAfterPlan(latestSchedule(told, chain, plan, findTimes), chain, plan);
  const span = atAskedGranularity(pick.span, plan.question);
  return {
    answer: span === pick.span ? describeWhen(span, pick.expr, pick.said) : humanSpan(span),
    time: toAnswerTime(span),
    duration: null,
    confidence: (pick.expr ? 0.55 : 0.4) + 0.4 * support,
    evidence: pick.evidence,
  };
};

/**
 * The evidence less messages that tell another value of a one-value state the question asks about by its value: for
 * "When did I move to Leeds?", "We've settled in Lisbon now" (lives in Lisbon) dates another move. The relation is the
 * one of the timeline fact the question names, else those its cue words name ("move" -> lives_in); a message that names
 * the asked value stays.
 */
function withoutOtherValues(plan: QueryPlan, evidence: EvidenceItem[], timeline: FactView[]): EvidenceItem[] {
  const values = namedValues(plan);
  if (values.length === 0) return evidence;
  const asked = named(plan, affirmed(timeline));
  const relations = new Set((asked ? [asked.relation] : relationsOf(plan.question)).filter(isExclusiveState));
  if (relations.size === 0) return evidence;
  const valueWords = values.flatMap((v) => tokenize(v));
  return evidence.filter((item) => {
    const others = item.facts.filter((f) => relations.has(f.relation) && !f.negated && f.object && overlap(plan, f) === 0);
    if (others.length === 0 || item.facts.some((f) => overlap(plan, f) > 0)) return true;
    const said = new Set(tokenize(item.text));
    return valueWords.some((w) => said.has(w));
  });
}

/** How many words of a timeline value ("Tokyo", "senior developer") the question says. */
function overlap(plan: QueryPlan, fact: FactView): number {
  if (!fact.object) return 0;
  const words = new Set(tokenize(plan.question));
  return tokenize(fact.object).filter((w) => words.has(w)).length;
}

/** The fact whose value the question names best ("senior developer" over "junior developer"); the earliest on a tie. */
function named(plan: QueryPlan, facts: FactView[]): FactView | undefined {
  return facts.reduce<FactView | undefined>((best, f) => (overlap(plan, f) > (best ? overlap(plan, best) : 0) ? f : best), undefined);
}

const affirmed = (timeline: FactView[]) => timeline.filter((f) => !f.negated && f.object);
const startOf = (f: FactView) => f.validFrom ?? f.eventTime?.start ?? f.recordedAt;
const byStart = (a: FactView, b: FactView) => startOf(a) - startOf(b);

const SEASONS = ['WI', 'WI', 'SP', 'SP', 'SP', 'SU', 'SU', 'SU', 'FA', 'FA', 'FA', 'WI'] as const;

/** The meteorological season containing a date (January's winter began the December before). */
function seasonAt(d: Date): TimeSpan {
  const month = d.getUTCMonth();
  return seasonSpan(d.getUTCFullYear() - (month < 2 ? 1 : 0), SEASONS[month]!);
}

/** The calendar span of the given granularity containing `ms` (day when finer or unknown). */
function spanAt(ms: WallMs, granularity: TimeSpan['granularity'] | null): TimeSpan {
  const d = new Date(ms);
  const table: Partial<Record<TimeSpan['granularity'], () => TimeSpan>> = {
    year: () => yearSpan(d.getUTCFullYear()),
    season: () => seasonAt(d),
    month: () => monthSpan(d.getUTCFullYear(), d.getUTCMonth() + 1),
    week: () => weekSpan(ms),
  };
  return (granularity && table[granularity]?.()) || daySpan(ms);
}

/** Second-person present of a third-person verb phrase: "lives in" -> "live in", "is" -> "are". */
function secondPerson(phrase: string): string {
  const [verb = '', ...rest] = phrase.split(' ');
  const table: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };
  const base = table[verb] ?? (/ies$/.test(verb) ? verb.slice(0, -3) + 'y' : /(ch|sh|x|ss)es$/.test(verb) ? verb.slice(0, -2) : verb.replace(/s$/, ''));
  return [base, ...rest].join(' ');
}

function sentence(plan: QueryPlan, fact: FactView, tense: 'present' | 'past'): string {
  // a plan is said as told, with its date ("You fly to Lisbon on 14 March 2024", "Your sister's wedding is in June
  // 2024"): its object may be a thing, not a verb phrase to put after "plan to"
  if (fact.relation === 'plans' && fact.text) return addressed(plan, fact).replace(/[.!]+$/, '');
  const you = plan.asker !== null && fact.subject.toLowerCase() === plan.asker.toLowerCase();
  const verb = relationSpec(fact.relation).phrase[tense];
  return you ? `You ${tense === 'present' ? secondPerson(verb) : verb.replace(/^was\b/, 'were')} ${fact.object}` : `${fact.subject} ${verb} ${fact.object}`;
}

const ADVERB = /^(?:\w+ly|always|sometimes|perhaps|nowadays|also|still|just|never|often|now|already|even|only|soon)$/i;

/**
 * A stored fact's sentence as said to the one asking when it is theirs: "Me started volunteering at
 * Me's shelter" -> "You started volunteering at your shelter".
 */
function addressed(plan: QueryPlan, fact: FactView): string {
  const name = plan.asker;
  if (!name || fact.subject.toLowerCase() !== name.toLowerCase()) return fact.text;
  const escaped = fact.subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const yours = (text: string) => text.replace(new RegExp(`(?<![\\p{L}])${escaped}['’]s\\b`, 'gu'), 'your');
  // "Omar's sister's wedding is in June" -> "Your sister's wedding is in June" (not when the name is said again: "Your husband and Omar")
  if (new RegExp(`^${escaped}['’]s `, 'u').test(fact.text)) {
    const said = yours(fact.text);
    return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(said) ? fact.text : `Y${said.slice(1)}`;
  }
  if (!fact.text.startsWith(`${fact.subject} `)) return fact.text;
  const words = fact.text.slice(fact.subject.length + 1).split(' ');
  // the verb agrees with "you", past any adverb before it ("Me always goes" -> "You always go")
  const at = words.findIndex((w) => !ADVERB.test(w));
  if (at >= 0) words[at] = secondPerson(words[at]!);
  return yours(`You ${words.join(' ')}`);
}

/** A status that names its partner after it: "married to Sam", "dating Sam". */
const STATUS_WITH: Readonly<Record<string, string>> = { married: 'married to', engaged: 'engaged to', dating: 'dating' };

/** A relationship status and the partner of the same person said as one ("You are married to Sam"), in place of the status. */
function withPartner(facts: FactView[]): FactView[] {
  const partner = facts.find((f) => f.relation === 'partner');
  const status = partner && facts.find((f) => f.relation === 'relationship_status' && f.subject === partner.subject && STATUS_WITH[f.object ?? '']);
  if (!partner || !status) return facts;
  const joined = { ...status, object: `${STATUS_WITH[status.object!]} ${partner.object}`, sourceMessageIds: [...new Set([...status.sourceMessageIds, ...partner.sourceMessageIds])] };
  return facts.flatMap((f) => (f === status ? [joined] : f === partner ? [] : [f]));
}

function factAnswer(plan: QueryPlan, found: FactView[], tense: 'present' | 'past', confidence: number): Draft | null {
  if (found.length === 0) return null;
  const facts = withPartner(found);
  return {
    answer: `${facts.map((f) => sentence(plan, f, tense)).join('; ')}.`,
    time: null,
    duration: null,
    confidence,
    evidence: facts.flatMap((f) => f.sourceMessageIds),
  };
}

const validDuring = (f: FactView, span: { start: number; end: number }) =>
  (f.validFrom ?? -Infinity) < span.end && (f.validTo ?? Infinity) > span.start;

/** The latest-starting fact of each relation, in the order the relations first appear. */
function latestPerRelation(facts: FactView[]): FactView[] {
  const latest = new Map<string, FactView>();
  for (const f of [...facts].sort(byStart)) latest.set(f.relation, f);
  return [...latest.values()];
}

/** What holds now: per asked relation, the state valid at `now` and not retired ("where I work" and "as what" both). */
const currentState: Handler = ({ plan, timeline }) => {
  const now = { start: plan.now, end: plan.now + 1 };
  // a state closed by a later one still holds until that one begins ("moving to Copenhagen next month" leaves Sheffield home today)
  const holding = affirmed(timeline).filter((f) => f.kind === 'state' && (f.expiredAt === null || (f.validTo !== null && f.validTo > plan.now)) && validDuring(f, now));
  return factAnswer(plan, latestPerRelation(holding), 'present', 0.85);
};

const MAX_LISTED = 3;

/** The question's words other than its relation cues and who it is about: what it asks beyond the relation and the time. */
function askedTerms(plan: QueryPlan): string[] {
  const skip = new Set([...cueTerms(plan.question), ...terms(plan.subject ?? ''), ...terms(plan.asker ?? '')]);
  return terms(plan.keywords.join(' ')).filter((t) => !skip.has(t));
}

/**
 * What held during the question's time constraint: every one-value state then ("where did I live
 * in 2019"); of the values that pile up (plans, likes, events) only those that say what else the
 * question asks ("plans for the screenplay" needs "screenplay"), the ones retrieval ranked first.
 */
const stateAtTime: Handler = ({ plan, timeline, evidence }) => {
  const span = plan.timeConstraint;
  if (!span) return null;
  const during = affirmed(timeline).filter((f) => validDuring(f, span) || (f.eventTime && overlaps(f.eventTime, span))).sort(byStart);
  const asked = askedTerms(plan);
  const rank = (f: FactView) => {
    const at = evidence.findIndex((e) => f.sourceMessageIds.includes(e.messageId));
    return at < 0 ? Infinity : at;
  };
  // a plan for the very day comes before one for its month; one sentence is said once (a plan and its purpose share it)
  const toTheDay = (f: FactView) => (f.eventTime && namesTimeWithin(f.eventTime, span) ? 0 : 1);
  const piled = during
    .filter((f) => !isExclusiveState(f.relation) && asked.every((t) => new Set(terms(f.text)).has(t)))
    .sort((a, b) => toTheDay(a) - toTheDay(b) || rank(a) - rank(b))
    .filter((f, i, all) => all.findIndex((g) => g.text === f.text) === i)
    .slice(0, MAX_LISTED);
  const facts = [...during.filter((f) => isExclusiveState(f.relation)), ...piled];
  return factAnswer(plan, facts, span.end <= plan.now ? 'past' : 'present', 0.8);
};

/** What the memory held at a record time ("what did I know on March 1"). */
const asOfRecordTime: Handler = ({ plan, timeline }) => {
  const at = plan.asOf;
  if (at === null) return null;
  const known = affirmed(timeline).filter((f) => f.recordedAt <= at && (f.expiredAt === null || f.expiredAt > at));
  return factAnswer(plan, latestPerRelation(known), 'present', 0.75);
};

/** The timeline's facts grouped by relation, each group in valid-time order. */
function chains(timeline: FactView[]): FactView[][] {
  const groups = new Map<string, FactView[]>();
  for (const f of affirmed(timeline).sort(byStart)) groups.set(f.relation, [...(groups.get(f.relation) ?? []), f]);
  return [...groups.values()];
}

/**
 * Before / after / first / last over the subject's timeline, ordered by valid time. "Before X" looks
 * along X's own relation (the job before Initech, not the title held meanwhile); first and last
 * without an anchor answer per relation.
 */
const ordering: Handler = ({ plan, timeline }) => {
  const facts = affirmed(timeline).sort(byStart);
  if (facts.length === 0) return null;
  const q = plan.question.toLowerCase();
  const anchorFact = named(plan, facts);
  const chain = anchorFact ? facts.filter((f) => f.relation === anchorFact.relation) : facts;
  const anchor = anchorFact ? chain.indexOf(anchorFact) : -1;
  const table: [RegExp, () => FactView[]][] = [
    [/\b(before|prior to|previous)\b|之前/, () => (anchor > 0 ? [chain[anchor - 1]!] : [])],
    [/\b(after|next|then)\b|之后/, () => (anchor >= 0 && anchor + 1 < chain.length ? [chain[anchor + 1]!] : [])],
    [/\bfirst\b|最早/, () => chains(timeline).map((c) => c[0]!)],
    [/\b(last|latest|most recent)\b|最近/, () => chains(timeline).map((c) => c[c.length - 1]!)],
  ];
  const found = table.find(([cue]) => cue.test(q))?.[1]() ?? [];
  return found.length ? factAnswer(plan, found, 'past', 0.8) : null;
};

/** The sequence of values over time, per relation ("Paris from 2015, then London from 2019"). */
const evolution: Handler = ({ timeline }) => {
  const groups = chains(timeline);
  if (groups.length === 0) return null;
  const described = groups.map((facts) =>
    facts
      .map((f) => {
        const from = f.validFrom !== null ? ` from ${humanSpan(spanAt(f.validFrom, f.validGranularity))}` : '';
        const to = f.validTo !== null ? ` until ${humanSpan(spanAt(f.validTo, f.validGranularity))}` : '';
        return `${f.object}${from}${to}`;
      })
      .join(', then '),
  );
  return { answer: `${described.join('; ')}.`, time: null, duration: null, confidence: 0.75, evidence: groups.flat().flatMap((f) => f.sourceMessageIds) };
};

/**
 * The tenure the question names (by its value); when it names none, the latest one of a one-value
 * state ("how long did I live there?"), never a guess among several coexisting values.
 */
function tenure(plan: QueryPlan, timeline: FactView[]): FactView | undefined {
  const facts = affirmed(timeline).filter((f) => f.kind === 'state').sort(byStart);
  const latest = facts.filter((f) => isExclusiveState(f.relation)).at(-1);
  return named(plan, facts) ?? (namedValues(plan).length || asksFixedValue(plan) ? undefined : latest);
}

/** Values a relation takes from its verb rather than a name ("engaged", "married"), stemmed. */
const FIXED_VALUES: ReadonlySet<string> = new Set(RELATION_PATTERNS.flatMap((p) => (p.object ? terms(p.object) : [])));

/** Whether the question asks about such a value ("When did we get engaged?"), so the latest other one does not answer it. */
const asksFixedValue = (plan: QueryPlan) => terms(plan.question).some((t) => FIXED_VALUES.has(t));

/** Verbs that ask for a change of state without naming one ("When did I get the job?", "When did I become a manager?"). */
const LIGHT_VERBS: ReadonlySet<string> = new Set(['get', 'becom', 'go', 'come', 'take']);

/**
 * Whether a question that names a state's value but no word of its relation asks of something else there
 * ("When did I get the Netflix offer?" is not when the job at Netflix began): it has a word that is neither
 * the value, the change asked ("start", "leave") nor a light verb.
 */
function asksOfSomethingElse(plan: QueryPlan, fact: FactView): boolean {
  if (cueTerms(plan.question).length > 0) return false;
  const value = new Set(terms(fact.object ?? ''));
  const subject = new Set(terms(plan.subject ?? ''));
  return terms(plan.keywords.join(' ')).some((t) => !value.has(t) && !subject.has(t) && !LIGHT_VERBS.has(t) && !tellsBoundary(plan.kind, t));
}

/** The messages a fact was read from, among those the question brought up. */
function sourcesOf(fact: FactView, input: ReasonInput): SourceMessage[] {
  return [...(input.sources ?? []), ...input.evidence].filter((m) => fact.sourceMessageIds.includes(m.messageId));
}

/** Whether the turns around a fact's source messages tell when it happened, up to the day it was told. */
function toldAround(input: ReasonInput, fact: FactView, findTimes: FindTimes): boolean {
  const told = input.evidence.filter((e) => fact.sourceMessageIds.includes(e.messageId));
  return dateEvents(input.plan, told, input.turns, findTimes, told.length).some((d) => d.evidence.length > 1 && d.span.start < daySpan(d.said).end);
}

/**
 * The span a fact's source message said for a boundary ("I left Hooli last month" -> October 2022):
 * a fact keeps one granularity for both ends, so an end said to the month is refined from its message.
 * An end that falls exactly at the end of a said span ("my last day is today") is that span.
 */
function statedBoundary(messages: readonly SourceMessage[], at: WallMs, which: 'validFrom' | 'validTo', plan: QueryPlan, findTimes: FindTimes): TimeSpan | null {
  const said = messages.map((m) => eventExpression(m, plan, findTimes));
  const spans = said.map((t) => (t ? spanOf(t) : null)).filter((s): s is TimeSpan => s !== null && !SUB_DAY.has(s.granularity));
  return spans.find((s) => (s.start <= at && at < s.end && s.end - s.start > DAY_MS) || (which === 'validTo' && s.end === at)) ?? null;
}

/**
 * The day a state's source messages say its last day falls on (last-day.ts): that day ends it, whenever the message
 * was written. The extractor ends the tenure after that day too, but a tenure keeps its start's event time, so the
 * day is read again here.
 */
function toldLastDay(messages: readonly SourceMessage[], findTimes: FindTimes): TimeSpan | null {
  for (const m of messages) {
    const day = lastDayTold(m.text, findTimes(m.text, m.time));
    if (day) return day;
  }
  return null;
}

/** Whether the question names another timeline value as well as `fact`'s ("When did Daniel and I get engaged?" names Daniel). */
function namesAnotherValueAsWell(plan: QueryPlan, fact: FactView, timeline: FactView[]): boolean {
  const named = overlap(plan, fact);
  return affirmed(timeline).some((f) => f.object !== fact.object && overlap(plan, f) >= named);
}

/**
 * A tenure's start or end. A start counts only when it was said ("moved to Leeds in 2019", "started
 * at Acme last week") or told as news (told-as-news.ts): a state first mentioned in passing ("your
 * work at the shelter") began at some unknown time before that mention, which the evidence may date better.
 */
function boundary(which: 'validFrom' | 'validTo'): Handler {
  return (input, findTimes) => {
    const fact = tenure(input.plan, input.timeline);
    const at = fact?.[which];
    if (!fact || at === null || at === undefined || asksOfSomethingElse(input.plan, fact)) return null;
    if (which === 'validFrom' && asksFormalAct(input.plan.question)) return null;
    const sources = sourcesOf(fact, input);
    // a start with no event time is the day the state was told, unless reached back from a length ("together for three years")
    if (which === 'validFrom' && fact.eventTime === null && !(sources.length > 0 && sources.every((m) => at < daySpan(m.time).start))) {
      if (namesAnotherValueAsWell(input.plan, fact, input.timeline)) return null;
      const news = toldAsNews(fact.object ?? '', sources, findTimes);
      if (!news) return null;
      // "Guess what happened yesterday?" / "What?" / "We're engaged!": the teaser's time is the news's, which dating finds
      const teller = input.evidence.find((e) => e.messageId === news.message.messageId);
      if (teller && teasedWithTime(teller, input.turns?.get(teller.messageId) ?? [], findTimes)) return null;
      // "We live in Portland now! We moved last Saturday.": the news tells when it happened, which dating reads
      if (eventExpression(news.message, input.plan, findTimes)) return null;
      const day = daySpan(news.message.time);
      const answer = news.now ? `By ${humanSpan(day)} ("now", said on ${humanDate(news.message.time)})` : humanSpan(day);
      return { answer, time: toAnswerTime(day), duration: null, confidence: 0.6, evidence: [news.message.messageId] };
    }
    // "I finally sold a painting!" / "When?" / "On Friday, at the craft fair": an end known only by the day it was told
    // is dated by the talk around it, which dating reads
    if (which === 'validTo' && fact.eventTime === null && toldAround(input, fact, findTimes)) return null;
    const span = (which === 'validTo' ? toldLastDay(sources, findTimes) : null) ?? statedBoundary(sources, at, which, input.plan, findTimes) ?? spanAt(at, fact.validGranularity);
    return { answer: humanSpan(span), time: toAnswerTime(span), duration: null, confidence: 0.8, evidence: fact.sourceMessageIds };
  };
}

/**
 * Length of a tenure from its interval: an ended tenure to its end, an ongoing one to now. With `told`, only one whose
 * start was told: one known only since it was first mentioned ("I'm an old geography teacher") yields to a length
 * told ("Thirty-four years of teaching geography").
 */
const tenureDuration = (told: boolean): Handler => (input) => {
  const { plan, timeline } = input;
  if (AGO.test(plan.question)) return null;
  const fact = tenure(plan, timeline);
  if (!fact || fact.validFrom === null || (told && fact.eventTime === null)) return null;
  const length = tenureLength(fact.validFrom, Math.min(fact.validTo ?? plan.now, plan.now));
  // a start reached back in years ("together for three years") gives the told years until a year more has passed
  const toldAt = Math.max(...sourcesOf(fact, input).map((m) => m.time), fact.validFrom);
  const iso = fact.validGranularity === 'year' && plan.now - toldAt < UNIT_DAYS.Y * DAY_MS ? length.replace(/^(P\d+Y)\d+M$/, '$1') : length;
  return { answer: humanDuration(iso) ?? iso, time: null, duration: iso, confidence: 0.8, evidence: fact.sourceMessageIds };
};

/** "... last Friday after eight days": a length told as over when the time before it came. */
const AFTER_LENGTH_BEFORE = /\bafter\s+(?:about\s+|nearly\s+|almost\s+|over\s+)?$/i;
/** "I've been building it for seven years": a length still running. */
const HAS_BEEN = /\b(?:have|has|['’]ve|['’]s)\s+been\b/i;
/** A length said as a plan: "he'll be in for a week or so", "we're going to stay two weeks". */
const SAID_AHEAD = /\b(?:will|going to|gonna|plan(?:ning)? to|hop(?:e|ing) to|expect(?:ing)? to)\b|['’]ll\b/i;

/** A length asked of a thing done: "How long did Nadia train for her first half marathon?" */
const DONE_LENGTH = /^\s*how long did\b/i;

/** "How long ago ..." and "How long has it been since ...": from the event to now. */
const AGO = /\bago\b|\bhas it been since\b/i;

/** The span a length reaches back to from `said` ("for 7 years" said in 2023 -> 2016), at the length's unit. */
function startOfLength(iso: string, said: WallMs): TimeSpan | null {
  const unit = /^P\d+([YMWD])$/.exec(iso)?.[1];
  if (!unit) return null;
  // years and months count from the month's first day, so no day overflows ("1 month" before 31 March is February)
  const d = new Date(said);
  const at = lengthBefore(iso, unit === 'Y' || unit === 'M' ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) : said);
  return at === null ? null : spanAt(at, unit === 'Y' ? 'year' : unit === 'M' ? 'month' : 'day');
}

const DURATION_DEPTH = 12;

/** Whether a message, or the turn it answers ("How long have you volunteered there?"), names one of the question's event words. */
const talksOfEvent = (item: EvidenceItem, plan: QueryPlan) => eventWordsIn(item.text, plan).size > 0 || (item.replyTo !== null && eventWordsIn(item.replyTo.text, plan).size > 0);

/** Hours and minutes answer "how long" only when told as a length ("delayed by six hours", "took 3 hours"), not a routine's step ("25 minutes work, 5-minute break"). */
const CLOCK_LENGTH_BEFORE = /\b(?:for|by|after|took|takes|lasted|lasts|spent|over)\s+(?:about\s+|around\s+|almost\s+|nearly\s+|over\s+|just\s+)?$/i;
const toldAsClockLength = (text: string, t: Pick<TimeExpression, 'start' | 'end'>) =>
  CLOCK_LENGTH_BEFORE.test(text.slice(Math.max(0, t.start - 24), t.start)) || /^\s+long\b/i.test(text.slice(t.end)) || LENGTH_ALONE.test(sentenceAround(text, t));
/** A sentence that is only a length, after the event it measures ("Ran my first 10k this morning! 58 minutes."). */
const LENGTH_ALONE = /^\s*(?:just\s+|about\s+|under\s+|in\s+)?[\w.-]+\s+(?:hours?|minutes?|mins?)(?:\s+and\s+[\w.-]+\s+(?:minutes?|seconds?))?\s*[.!]*\s*$/i;
/** "Home from Japan since Tuesday": a "since" of being back, not of being there. */
const RETURNED_FROM = /\b(?:home|back|returned|got back)\s+from\b/i;
/** A length told of oneself ("I've been working at Fennel & Vine for four years now"). */
const FIRST_PERSON_LENGTH = /\b(?:I|I['’]ve|I['’]m|I have|I am|we['’]ve|we have)\b/;

/** "Heading to the Alps in a few weeks": a length that places a time ahead, not one taken ("finished it in two weeks"). */
const IN_LENGTH = /\bin\s+(?:about\s+|around\s+|roughly\s+)?$/i;
const TOOK = /\b(?:took|finished|completed|did|done|made it|ran|walked|learn(?:ed|t)|built|wrote)\b/i;
const placesAhead = (text: string, t: TimeExpression) => IN_LENGTH.test(text.slice(0, t.start)) && !TOOK.test(sentenceAround(text, t));

/** "We managed one day on the rock", "One day I'll go": a day counted or someday, not a length ("for one day", "took one day"). */
const oneDayOf = (text: string, t: TimeExpression) => /^one day$/i.test(t.text) && !/\b(?:for|took|takes|spent|lasted|after|in|just|only)\s+$/i.test(text.slice(0, t.start));

/** "I've been at Fennel & Vine for four years now" / "Four years! You must run that kitchen": a length echoed back is the other's. */
const echoesLength = (item: EvidenceItem, t: TimeExpression) =>
  item.replyTo !== null && item.replyTo.speaker !== item.speaker && item.replyTo.text.toLowerCase().includes(t.text.toLowerCase());


/**
 * A length said in the evidence ("for 4 years", "10 years ago", "since 2016"), from the best evidence
 * that states one; `onTopic` takes only a length from a message that, or whose question, names the
 * asked event, so a length told of something else ("I've had them [turtles] for 3 years") does not
 * measure it while a start told with a time is still to be tried.
 */
const statedLength = (onTopic: boolean): Handler => ({ plan, evidence, support }, findTimes) => {
  const askAgo = AGO.test(plan.question);
  // "How long have I ...": a length still running is measured to now, not to when it was told
  const ongoing = ONGOING.test(plan.question);
  const confidence = 0.5 + 0.4 * support;
  // "I've been working at Fennel & Vine for four years now", said by another than the one asked about, is theirs
  const subject = plan.subject?.toLowerCase();
  const speaks = subjectSpeaks(plan.subject, evidence);
  const othersOwn = (item: EvidenceItem, t: TimeExpression) => speaks && item.speaker.toLowerCase() !== subject && FIRST_PERSON_LENGTH.test(sentenceAround(item.text, t));
  // a length told as the asked one: not asked about ("after what, six years at Kruste?"), not a routine's step, not a
  // day counted, not the other speaker's
  // "How long did Nadia train ...?": "But first I'm going to eat a lot and sleep for a week" tells a length ahead, of
  // something else
  const asksDone = DONE_LENGTH.test(plan.question);
  const aheadOfOther = (item: EvidenceItem, t: TimeExpression) => {
    const sentence = sentenceAround(item.text, t);
    return SAID_AHEAD.test(sentence) && eventWordsIn(sentence, plan).size === 0;
  };
  const toldAsAsked = (item: EvidenceItem, t: TimeExpression) =>
    !measuresOtherThing(item.text, t, plan) &&
    !(asksDone && aheadOfOther(item, t)) &&
    !isQuestion(sentenceAround(item.text, t)) &&
    (!t.duration?.startsWith('PT') || toldAsClockLength(item.text, t)) &&
    !oneDayOf(item.text, t) &&
    !placesAhead(item.text, t) &&
    !echoesLength(item, t) &&
    !othersOwn(item, t);
  const leading = evidence.slice(0, DURATION_DEPTH);
  // findTimes is memoised per question (see reason)
  const timesOf = (item: EvidenceItem) => findTimes(item.text, item.time, { tense: 'past' });
  // the length each message tells as asked, worked out once: the choice between messages below asks it again and again
  const lengths = new Map<EvidenceItem, TimeExpression | undefined>();
  const namesEventAt = (item: EvidenceItem, t: TimeExpression) => eventWordsIn(sentenceAround(item.text, t), plan).size > 0;
  // of two, the one told in a sentence naming the event ("I've been back a couple of weeks. The residency ran six weeks")
  const lengthTold = (item: EvidenceItem) => {
    if (!lengths.has(item)) {
      const told = timesOf(item).filter((t) => toldAsAsked(item, t) && toldLength(t) !== null);
      lengths.set(item, told.find((t) => namesEventAt(item, t)) ?? told[0]);
    }
    return lengths.get(item);
  };
  const lengthIn = (item: EvidenceItem) => {
    const t = lengthTold(item);
    return t && toldLength(t);
  };
  // "The road trip is set for May. Three weeks of mountains and beaches": a length planned yields to one told after, of
  // the event done ("I'm back! ... Sixteen days in Bluebell"), else to one told before of the event itself ("How was
  // Mallorca?" / "I got back last Friday after eight days on the island"); a plan told only by its verb ("he'll be in
  // for a week or so") yields to a length told in a sentence naming the event ("came out of hospital after nine days")
  const pointsAheadIn = (item: EvidenceItem) => findTimes(item.text, item.time).some((p) => pointsAhead(p, item.time));
  const saidAhead = (item: EvidenceItem) => {
    const t = lengthTold(item);
    return t !== undefined && SAID_AHEAD.test(sentenceBefore(item.text, t.start));
  };
  // "I've been building this railroad for about seven years now", "Two weeks into the residency" run on: no length of a
  // thing done
  const stillRunning = (item: EvidenceItem) => {
    const t = lengthTold(item)!;
    return /^\s*(?:now|already|so far|into)\b/i.test(item.text.slice(t.end)) || HAS_BEEN.test(sentenceBefore(item.text, t.start));
  };
  const told = (item: EvidenceItem) => talksOfEvent(item, plan) && lengthIn(item) && !pointsAheadIn(item) && !saidAhead(item) && !stillRunning(item);
  const namedWithLength = (item: EvidenceItem) => namesEventAt(item, lengthTold(item)!);
  const toldOfIt = (item: EvidenceItem) => namedWithLength(item) || (item.replyTo !== null && eventWordsIn(item.text, plan).size === 0);
  const toldInstead = (than: EvidenceItem) => {
    const strict = !pointsAheadIn(than);
    const fits = (item: EvidenceItem) => told(item) && (!strict || namedWithLength(item));
    return leading.find((later) => later.time > than.time && fits(later)) ?? leading.find((before) => before.time < than.time && fits(before) && toldOfIt(before));
  };
  const planned = (item: EvidenceItem) => pointsAheadIn(item) || saidAhead(item);
  // "it's been a hard few days" yields to "Eleven days on the ward", told later of the event
  const exactLater = (than: EvidenceItem) => leading.find((later) => later.time > than.time && told(later) && lengthIn(later)?.approximate === false);
  // "Two weeks into the residency" yields to "The residency ran six weeks in the end", told later and no shorter
  const noShorter = (item: EvidenceItem, than: EvidenceItem) => {
    const [from, soFar] = [lengthBefore(lengthIn(item)!.iso, than.time), lengthBefore(lengthIn(than)!.iso, than.time)];
    return from !== null && soFar !== null && from <= soFar;
  };
  const endedLater = (than: EvidenceItem) => leading.find((later) => later.time > than.time && told(later) && namedWithLength(later) && noShorter(later, than));
  const measured = (found: EvidenceItem) => {
    if (ongoing || askAgo || !onTopic || !talksOfEvent(found, plan)) return found;
    const length = lengthIn(found);
    if (!length) return found;
    const ended = stillRunning(found) ? endedLater(found) : undefined;
    if (ended) return ended;
    return planned(found) ? (toldInstead(found) ?? found) : length.approximate ? (exactLater(found) ?? found) : found;
  };
  for (const found of leading) {
    const item = measured(found);
    const times = timesOf(item);
    // "My grandparents moved to Lisbon two years ago" is no "ago" of a driving licence; a short reply ("Ten years ago!") may be
    const bareReply = item.replyTo !== null && item.replyTo.speaker !== item.speaker && isShortTurn(item.text);
    const ago = times.find((t) => AGO.test(t.text) && t.interval && (bareReply || !namesNoneOfTheThing(sentenceAround(item.text, t), plan)));
    if (askAgo && ago) {
      const span = spanOf(ago);
      const said = ago.duration ?? durationBetween(ago.interval!.start, item.time);
      // "two weeks ago" said a month before the question is now six weeks ago; "ten years ago" said last month still ten years
      const iso = plan.now - item.time < unitDays(said) * DAY_MS ? said : durationBetween(ago.interval!.start, plan.now);
      return { answer: `${humanDuration(iso) ?? iso} ago`, time: span && toAnswerTime(span), duration: iso, confidence, evidence: [item.messageId] };
    }
    if (askAgo || (onTopic && !talksOfEvent(item, plan))) continue;
    const length = lengthIn(item);
    const began = length && ongoing && plan.now - item.time >= unitDays(length.iso) * DAY_MS ? lengthBefore(length.iso, item.time) : null;
    if (length && began !== null) {
      // "for about six months now" said a year ago: still running, a year longer
      const iso = tenureLength(began, plan.now);
      return { answer: `${humanLength(iso)} (${length.words} as of ${humanDate(item.time)})`, time: null, duration: iso, confidence: confidence - 0.1, evidence: [item.messageId] };
    }
    if (length) {
      // "came out of hospital last Wednesday after nine days in": the stretch ended on the day told, not when it was said
      const t = lengthTold(item)!;
      const ended = AFTER_LENGTH_BEFORE.test(item.text.slice(0, t.start)) ? times.find((p) => p.end <= t.start && p.interval && p.type !== 'duration' && sentenceAround(item.text, p) === sentenceAround(item.text, t)) : undefined;
      const endSpan = ended && spanOf(ended);
      const from = startOfLength(length.iso, endSpan ? endSpan.start : item.time);
      const around = length.approximate ? 'around ' : '';
      const since = !from ? '' : endSpan ? ` (${around}${humanSpan(from)} to ${humanSpan(endSpan)})` : ` (since ${around}${humanSpan(from)})`;
      const sure = length.approximate ? confidence - 0.1 : confidence;
      return { answer: `${capitalised(length.words)}${since}`, time: from && toAnswerTime(from), duration: length.iso, confidence: sure, evidence: [item.messageId] };
    }
    // "Home from Japan since Tuesday" measures being back, not being there
    const since = times.find((t) => t.interval && /\bsince\s*$/i.test(item.text.slice(0, t.start)) && !RETURNED_FROM.test(sentenceAround(item.text, t)));
    if (since?.interval) {
      const iso = durationBetween(since.interval.start, ongoing ? plan.now : item.time);
      const span = spanOf(since);
      return { answer: `Since ${span ? humanSpan(span) : since.text} (${humanDuration(iso) ?? iso})`, time: span && toAnswerTime(span), duration: iso, confidence: confidence - 0.05, evidence: [item.messageId] };
    }
  }
  return null;
};

/** "How long ago ...": from the dated event to now. */
const agoFromEvent: Handler = (input, findTimes) => {
  if (!AGO.test(input.plan.question)) return null;
  // dated as "When did ...?" is: "since I adopted Toby" by Toby's first naming, not the latest adoption told
  const when = dateAsked({ ...input, plan: { ...input.plan, kind: 'when' } }, findTimes);
  if (!when?.time) return null;
  const iso = durationBetween(fromAnswerTime(when.time).start, input.plan.now);
  return { ...when, answer: `${humanLength(iso)} ago: ${when.answer}`, duration: iso };
};

/** "How long have I volunteered at the shelter?", "How long has Ann been learning Greek?": a length still running. */
const ONGOING = /^\s*(?:for )?how long (?:have|has)\b/i;

/**
 * A length still running, from a start told with a time ("I started volunteering here about a year
 * ago", "I started teaching at Doshisha today") to now; a start known only to the year or coarser
 * says too little of the length.
 */
const sinceToldStart: Handler = (input, findTimes) => {
  if (!ONGOING.test(input.plan.question) || AGO.test(input.plan.question)) return null;
  // "Started there on Valentine's Day 2015" about the bakery tells nothing of living on Elm Road; a message telling no start
  // ("I read part of the novel at a retreat at the end of last month") dates none
  const about = input.evidence.filter((e) => !namesNoneOfTheThing(e.text, input.plan) && tellsBoundary('start', e.text));
  const start = whenFromEvidence({ ...input, evidence: about, plan: { ...input.plan, kind: 'start' } }, findTimes);
  if (!start?.time || COARSE_START.has(start.time.granularity)) return null;
  // in years and months ("2 years and 7 months"), from the middle of a start known to the month or week
  const span = fromAnswerTime(start.time);
  const iso = tenureLength((span.start + span.end) / 2, input.plan.now);
  return { ...start, answer: `${humanLength(iso)}; started ${start.answer}`, duration: iso };
};
const COARSE_START: ReadonlySet<TimeSpan['granularity']> = new Set(['year', 'season', 'quarter']);

const FIRST = /\b(first|earliest)\b|第一次|最早/i;
const LATEST = /\b(last|latest|most recent(ly)?)\b|上次|最近一次/i;

/** Words a deed must take for messages naming a named value to be narrowed to those naming it (see eventsAbout). */
const DEED_WORDS = 2;

/**
 * Evidence messages about what the question names: each of its named values ("Rome"), else each of
 * its content words (ordinal cue words are stop words); said by the subject when the subject speaks.
 */
function eventsAbout(plan: QueryPlan, evidence: EvidenceItem[]): EvidenceItem[] {
  // "Silverpine Lake" is told as "Silverpine", the name it opens with that was heard alone
  const all = namedValues(plan);
  const named = all.filter((name) => !all.some((other) => name.startsWith(`${other} `)));
  // not the subject's name: "When did Ana first go to pottery class?" is told as "my first pottery class"
  // nor their group's: "When did Wrenna's band play their first gig?" is told as "we played our first gig"
  const who = new Set([...whoWords(plan)].map(stem));
  const wanted = named.length ? terms(named.join(' ')) : wantedTerms(plan.keywords, plan.subject).filter((t) => !who.has(t));
  if (wanted.length === 0) return [];
  const subject = plan.subject?.toLowerCase();
  const speaks = subjectSpeaks(plan.subject, evidence);
  // each message's words, read once though a message may be tested for the thing and then for the deed
  const said = new Map<EvidenceItem, Set<string>>();
  const naming = (item: EvidenceItem, words: readonly string[]) => {
    const own = said.get(item) ?? said.set(item, new Set(terms(item.text))).get(item)!;
    return words.every((t) => own.has(t) || alike(t).some((a) => own.has(a)));
  };
  const about = evidence.slice(0, EVENT_DEPTH).filter((item) => (!speaks || item.speaker.toLowerCase() === subject) && naming(item, wanted));
  // "When did Halvard first drive the Volvo on real roads?": of the messages naming the Volvo, those naming all of the
  // deed too, when it takes some words to tell (one verb is often said otherwise: "ran into Omar" for "see Omar")
  const deed = named.length ? wantedTerms(plan.keywords, plan.subject).filter((t) => !who.has(t) && !wanted.includes(t)) : [];
  const doing = deed.length >= DEED_WORDS ? about.filter((item) => naming(item, deed)) : [];
  return doing.length ? doing : about;
}

/** "When did I first visit Rome?", "When was I last in Rome?": the earliest or latest of several dated events. */
const firstOrLatest: Handler = ({ plan, evidence, support, turns }, findTimes) => {
  // a plan is one thing ahead, whatever it is the first of ("When is she throwing Saffi's first birthday party?")
  if (plan.timeConstraint || askedDirection(plan) === 'future') return null;
  const which = FIRST.test(plan.question) ? 'first' : LATEST.test(plan.question) ? 'latest' : null;
  if (!which) return null;
  // an end is told with its time ("finished my first sweater last night"), not by a message aiming at it; nor is a first
  // done by one telling it still ahead ("Seven months and trying desperately to crawl")
  const events = dateEvents(plan, eventsAbout(plan, evidence), turns, findTimes, EVENT_DEPTH).filter((e) => (plan.kind !== 'end' && !tellsAsPlan(e.item.text, plan)) || e.expr);
  if (new Set(events.map((e) => e.span.start)).size < 2) {
    // one dated telling that calls itself the first ("our first ever gig next month") is the first, as done if a later
    // report tells when ("Thanks for coming to the gig last Friday")
    const told = which === 'first' ? events.find((e) => e.expr && FIRST.test(e.item.text)) : undefined;
    if (!told) return null;
    const done = doneAfterPlan(told, dateEvents(plan, evidence, turns, findTimes, EVENT_DEPTH), plan);
    return datedAnswer(done, support, events.map((e) => e.item.messageId));
  }
  // "I ran my first half marathon last Sunday": a time told in a sentence calling it the first dates it, over an earlier
  // message that merely names the thing
  const calledFirst = which === 'first' ? events.find((e) => e.expr && FIRST.test(sentenceAround(e.item.text, e.expr))) : undefined;
  if (calledFirst && calledFirst.span.start < daySpan(calledFirst.said).end) return datedAnswer(calledFirst, support, events.map((e) => e.item.messageId));
  const outermost = events.reduce((a, b) => ((which === 'first' ? b.span.start < a.span.start : b.span.start > a.span.start) ? b : a));
  // "the 10k in June" and "my first 10k this morning" (15 June) are one event: the precise telling dates it
  const within = events.filter((e) => e.span.start >= outermost.span.start && e.span.end <= outermost.span.end);
  const pick = within.reduce((a, b) => (b.span.end - b.span.start < a.span.end - a.span.start ? b : a));
  return datedAnswer(pick, support, events.map((e) => e.item.messageId));
};

/** The number of distinct events of the subject whose object is what the question counts, with their dates. */
const countEvents: Handler = ({ plan, evidence, timeline, sources, support }) => {
  const noun = countedNoun(plan.question);
  if (noun === undefined) return null;
  const named = namedValues(plan);
  // "how many times ... the cinema": what is named, else the question's other content words
  const focus = noun ? terms(noun) : named.length ? terms(named.join(' ')) : wantedTerms(plan.keywords, plan.subject);
  const relation = noun ? countedRelation(noun.split(/\s+/).at(-1)!) : null;
  if (focus.length === 0) return null;
  const subject = plan.subject?.toLowerCase();
  const said = new Map<string, WallMs>([...(sources ?? []), ...evidence].map((m) => [m.messageId, m.time]));
  const counted = new Map<string, { fact: FactView; at: WallMs }>();
  for (const f of [...timeline, ...evidence.flatMap((e) => e.facts)]) {
    if (f.kind !== 'event' || f.negated || (subject && f.subject.toLowerCase() !== subject)) continue;
    const words = new Set(terms(f.object ?? ''));
    if (f.relation !== relation && !focus.every((t) => words.has(t))) continue;
    const at = f.eventTime?.start ?? said.get(f.sourceMessageIds[0] ?? '') ?? f.recordedAt;
    // one event told twice is one: keyed by relation and day
    counted.set(`${f.relation}|${Math.floor(at / DAY_MS)}`, { fact: f, at });
  }
  if (counted.size === 0) return null;
  const events = [...counted.values()].sort((a, b) => a.at - b.at);
  // a part of a day ("last night") is listed as its day
  const dates = events.map((e) => (e.fact.eventTime && !SUB_DAY.has(e.fact.eventTime.granularity) ? humanSpan(e.fact.eventTime) : humanDate(e.at)));
  const n = events.length;
  const what = noun ? `${n} ${noun}` : `${n} time${n === 1 ? '' : 's'}`;
  return {
    answer: `${what}: ${dates.join('; ')}.`,
    time: null,
    duration: null,
    confidence: 0.45 + 0.4 * support,
    evidence: events.flatMap((e) => e.fact.sourceMessageIds),
  };
};

/**
 * "What am I doing on Friday?": a question that asks nothing but a time is answered by the best
 * evidence message that names a time inside it ("Flight to Oslo on Friday morning").
 */
const namesTheTime: Handler = (input, findTimes) => {
  const span = input.plan.timeConstraint;
  if (!span || askedTerms(input.plan).length > 0) return null;
  const top = input.evidence.slice(0, EVENT_DEPTH).find((item) =>
    findTimes(item.text, item.time, { tense: 'auto' }).some((t) => t.interval && t.type !== 'duration' && t.timex3Type !== 'SET' && namesTimeWithin(t.interval, span)),
  );
  return top ? extractive({ ...input, evidence: [top, ...input.evidence.filter((e) => e !== top)] }, findTimes) : null;
};

/** Extractive answer: the best evidence fact about the subject, else the best message. */
const extractive: Handler = ({ plan, evidence, support }) => {
  const top = evidence[0];
  if (!top) return null;
  const subject = plan.subject?.toLowerCase();
  const fact = top.facts.find((f) => !subject || f.subject.toLowerCase() === subject) ?? top.facts[0];
  const text = fact ? addressed(plan, fact) : `${top.speaker}: ${top.text}`;
  return { answer: text, time: null, duration: null, confidence: 0.3 + 0.6 * support, evidence: [top.messageId] };
};

/**
 * The extractive answer, unless the question asks only what is planned for a time ("What have I got planned for
 * March 14?"): then the best message about something else at some other time is no answer.
 */
const beyondTheTime: Handler = (input, findTimes) =>
  input.plan.timeConstraint && input.plan.future && askedTerms(input.plan).length === 0 ? null : extractive(input, findTimes);

/** When something began, from a length told without a date ("I've had them for 3 years"). */
const statedDuration = statedLength(false);
const reachedBack = startFromStatedLength(statedDuration);

/** The answer of the first handler that can give one. */
function firstAnswer(handlers: readonly Handler[], input: ReasonInput, findTimes: FindTimes): Draft | null {
  return handlers.reduce<Draft | null>((found, h) => found ?? h(input, findTimes), null);
}

const WHEN_HANDLERS: Handler[] = [firstOrLatest, ordinalEvent, firstMentioned(whenFromEvidence, reachedBack), whenFromEvidence];
/** What a "When did ...?" question about the asked event answers. */
const dateAsked: Handler = (input, findTimes) => firstAnswer(WHEN_HANDLERS, input, findTimes);

/** Per kind, the handlers to try in order; the first that can answer wins. */
const HANDLERS: Record<QueryKind, Handler[]> = {
  when: WHEN_HANDLERS,
  start: [boundary('validFrom'), sharpened(answeredLength(reachedBack), dateAsked), firstOrLatest, ordinalEvent, firstMentioned(whenFromEvidence, reachedBack), reachedBack, whenFromEvidence],
  end: [boundary('validTo'), firstOrLatest, afterFirstReport(whenFromEvidence)],
  duration: [tenureDuration(true), answeredLength(statedDuration), statedLength(true), tenureDuration(false), agoFromEvent, sinceToldStart, statedDuration, extractive],
  point_in_time: [stateAtTime, namesTheTime, beyondTheTime],
  current_state: [currentState, extractive],
  as_of: [asOfRecordTime, extractive],
  ordering: [ordering, extractive],
  evolution: [evolution, extractive],
  count: [countEvents, extractive],
  fact: [extractive],
  history_recall: [],
};
