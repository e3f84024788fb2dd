import type { TimeExpression, TimeSpan, WallMs } from '../domain/time';
import { relationSpec } from '../memory/relations';
import type { Answer, QueryKind } from './answer-types';
import { MAX_EVIDENCE } from './answer-types';
import { DAY_MS, daySpan, humanDate, humanSpan, monthSpan, seasonSpan, toAnswerTime, weekSpan, yearSpan } from './calendar';
import { durationBetween, humanDuration, tenureLength } from './durations';
import type { EvidenceItem, FactView } from './evidence';
import type { QueryPlan } from './query-plan';
import { tokenize } from './stopwords';

/**
 * The temporal reasoner: computes answers from intervals, never guesses. Given the question plan,
 * ranked evidence messages and the subject's timeline of the asked relation (all facts incl.
 * archived ones), it answers at the granularity the evidence supports. Derived facts (start, end,
 * duration, order, state at a time) are computed here, not stored.
 */
export type FindTimes = (text: string, reference: WallMs, options?: { tense?: 'past' | 'future' | 'auto' }) => TimeExpression[];

export interface ReasonInput {
  plan: QueryPlan;
  evidence: EvidenceItem[];
  /** The subject's facts of the relations the question is about, any status. */
  timeline: FactView[];
  /** 0..1 how well the evidence supports the question (from the abstention check). */
  support: number;
  /** The timeline facts' source messages (they may be missing from weakly supported evidence). */
  sources?: readonly SourceMessage[];
}

export type SourceMessage = Pick<EvidenceItem, 'messageId' | 'text' | 'time'>;

/** A handler's answer; its own evidence (the messages it used) comes first, then retrieval's ranking. */
type Draft = Omit<Answer, 'evidence' | 'abstained' | 'kind' | 'evidenceText'> & { evidence?: string[] };
type Handler = (input: ReasonInput, findTimes: FindTimes) => Draft | null;

export function reason(input: ReasonInput, findTimes: FindTimes): Answer {
  const handlers = HANDLERS[input.plan.kind];
  const draft = handlers.reduce<Draft | null>((found, h) => found ?? h(input, findTimes), null);
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

function spanOf(t: TimeExpression): TimeSpan | null {
  return t.interval && t.granularity ? { ...t.interval, granularity: t.granularity, value: t.value } : null;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/** Character positions in `text` where a question keyword (or its 5-letter stem) occurs. */
function keywordPositions(text: string, keywords: readonly string[]): number[] {
  const lower = text.toLowerCase();
  return keywords.flatMap((k) => {
    const stem = k.length > 5 ? k.slice(0, 5) : k;
    const found: number[] = [];
    for (let i = lower.indexOf(stem); i >= 0 && found.length < 8; i = lower.indexOf(stem, i + 1)) found.push(i);
    return found;
  });
}

/** Sentences of a text with their offsets. */
function sentenceSpans(text: string): { start: number; end: number }[] {
  return [...text.matchAll(/[^.!?。！？]+[.!?。！？]*/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * The time expression in a message that dates the asked event: one in the sentence that matches
 * the question best, nearest its words, else one in the sentence before it (an event is often
 * introduced, then named: "I got a puppy two weeks ago! Her name's Coco."). A time said after it
 * belongs to another event ("I'm expanding my studio. I'm also hosting a competition next month.").
 */
function eventExpression(item: EvidenceItem, plan: QueryPlan, findTimes: FindTimes): TimeExpression | null {
  const dated = findTimes(item.text, item.time, { tense: 'auto' }).filter((t) => spanOf(t) && t.timex3Type !== 'SET' && t.type !== 'duration');
  if (dated.length === 0) return null;
  const subjectWords = new Set(tokenize(plan.subject ?? ''));
  const positions = keywordPositions(item.text, plan.keywords.filter((k) => !subjectWords.has(k)));
  const distance = (t: TimeExpression) =>
    positions.length ? Math.min(...positions.map((p) => (p < t.start ? t.start - p : p > t.end ? p - t.end : 0))) : 0;
  const nearest = (ts: TimeExpression[]) => ts.reduce((best, t) => (distance(t) < distance(best) ? t : best));
  const sentences = sentenceSpans(item.text);
  const hits = (s: { start: number; end: number }) => positions.filter((p) => p >= s.start && p < s.end).length;
  const best = sentences.reduce<{ start: number; end: number } | null>((b, s) => (hits(s) > (b ? hits(b) : 0) ? s : b), null);
  if (!best) return nearest(dated);
  const inside = (s: { start: number; end: number } | undefined) => (s ? dated.filter((t) => t.start >= s.start && t.start < s.end) : []);
  const own = inside(best);
  if (own.length) return nearest(own);
  const before = inside(sentences[sentences.indexOf(best) - 1]);
  return before.length ? nearest(before) : null;
}

const SUB_DAY = new Set<TimeSpan['granularity']>(['hour', 'minute']);

/** When the evidence event happened: its time expression (a time of day is answered as its date), else the day the message was written. */
function eventSpan(item: EvidenceItem, plan: QueryPlan, findTimes: FindTimes): { span: TimeSpan; expr: TimeExpression | null } {
  const expr = eventExpression(item, plan, findTimes);
  const span = expr ? spanOf(expr) : null;
  if (!span) return { span: daySpan(item.time), expr: null };
  return { span: SUB_DAY.has(span.granularity) ? daySpan(span.start) : span, expr };
}

function describeWhen(span: TimeSpan, expr: TimeExpression | null, said: WallMs): string {
  const main = humanSpan(span);
  const head = main.charAt(0).toUpperCase() + main.slice(1);
  return expr && expr.type === 'relative' ? `${head} ("${expr.text.trim()}", said on ${humanDate(said)})` : head;
}

const WHEN_DEPTH = 5;
/** A close runner-up that states when it happened beats a top hit that does not (answer-type match). */
const DATED_BONUS = 0.15;

/** Date the best evidence event; with a time constraint in the question, the first event inside it. */
const whenFromEvidence: Handler = ({ plan, evidence, support }, findTimes) => {
  const top = evidence.slice(0, WHEN_DEPTH).map((item) => ({ item, ...eventSpan(item, plan, findTimes) }));
  const typed = (t: (typeof top)[number]) => t.item.relevance + (t.expr ? DATED_BONUS : 0);
  const inConstraint = plan.timeConstraint ? top.filter((t) => overlaps(t.span, plan.timeConstraint!)) : top;
  const pick = (inConstraint.length ? inConstraint : top).slice(0, 3).reduce<(typeof top)[number] | undefined>((best, t) => (!best || typed(t) > typed(best) ? t : best), undefined);
  if (!pick) return null;
  return {
    answer: describeWhen(pick.span, pick.expr, pick.item.time),
    time: toAnswerTime(pick.span),
    duration: null,
    confidence: (pick.expr ? 0.55 : 0.4) + 0.4 * support,
    evidence: [pick.item.messageId],
  };
};

/** Words of the question that name a timeline value ("Tokyo", "Acme"). */
function mentioned(plan: QueryPlan, fact: FactView): boolean {
  if (!fact.object) return false;
  const words = new Set(tokenize(plan.question));
  return tokenize(fact.object).some((w) => words.has(w));
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
  const you = plan.asker !== null && fact.subject.toLowerCase() === plan.asker.toLowerCase();
  const verb = relationSpec(fact.relation).phrase[tense];
  return you ? `You ${tense === 'present' ? secondPerson(verb) : verb === 'was' ? 'were' : verb} ${fact.object}` : `${fact.subject} ${verb} ${fact.object}`;
}

function factAnswer(plan: QueryPlan, facts: FactView[], tense: 'present' | 'past', confidence: number): Draft | null {
  if (facts.length === 0) return null;
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

/** What holds now: state facts valid at `now` and not retired. */
const currentState: Handler = ({ plan, timeline }) => {
  const now = { start: plan.now, end: plan.now + 1 };
  const holding = affirmed(timeline).filter((f) => f.kind === 'state' && f.expiredAt === null && validDuring(f, now)).sort(byStart);
  return factAnswer(plan, holding.slice(-1), 'present', 0.85);
};

/** What held during the question's time constraint. */
const stateAtTime: Handler = ({ plan, timeline }) => {
  const span = plan.timeConstraint;
  if (!span) return null;
  const facts = affirmed(timeline).filter((f) => validDuring(f, span) || (f.eventTime && overlaps(f.eventTime, span))).sort(byStart);
  return factAnswer(plan, facts, span.end <= plan.now ? 'past' : 'present', 0.8);
};

/** What the memory held at a record time ("what did I know on March 1"). */
const asOfRecordTime: Handler = ({ plan, timeline }) => {
  const at = plan.asOf;
  if (at === null) return null;
  const known = affirmed(timeline).filter((f) => f.recordedAt <= at && (f.expiredAt === null || f.expiredAt > at)).sort(byStart);
  return factAnswer(plan, known.slice(-1), 'present', 0.75);
};

/** Before / after / first / last over the subject's timeline, ordered by valid time. */
const ordering: Handler = ({ plan, timeline }) => {
  const facts = affirmed(timeline).sort(byStart);
  if (facts.length === 0) return null;
  const q = plan.question.toLowerCase();
  const anchor = facts.findIndex((f) => mentioned(plan, f));
  const table: [RegExp, () => FactView | undefined][] = [
    [/\b(before|prior to|previous)\b|之前/, () => (anchor > 0 ? facts[anchor - 1] : undefined)],
    [/\b(after|next|then)\b|之后/, () => (anchor >= 0 ? facts[anchor + 1] : undefined)],
    [/\bfirst\b|最早/, () => facts[0]],
    [/\b(last|latest|most recent)\b|最近/, () => facts[facts.length - 1]],
  ];
  const found = table.find(([cue]) => cue.test(q))?.[1]();
  return found ? factAnswer(plan, [found], 'past', 0.8) : null;
};

/** The sequence of values over time ("Paris (from 2015), then London (from 2019)"). */
const evolution: Handler = ({ plan, timeline }) => {
  const facts = affirmed(timeline).sort(byStart);
  if (facts.length === 0) return null;
  const parts = facts.map((f) => {
    const from = f.validFrom !== null ? ` from ${humanSpan(spanAt(f.validFrom, f.validGranularity))}` : '';
    const to = f.validTo !== null ? ` until ${humanSpan(spanAt(f.validTo, f.validGranularity))}` : '';
    return `${f.object}${from}${to}`;
  });
  return { answer: `${parts.join(', then ')}.`, time: null, duration: null, confidence: 0.75, evidence: facts.flatMap((f) => f.sourceMessageIds) };
};

/** Names in the question other than who it is about and its time words ("Rome" in "When did I move to Rome?"). */
function namedValues(plan: QueryPlan): string[] {
  const keywords = new Set(plan.keywords);
  const people = new Set([plan.subject, plan.asker].filter((p): p is string => p !== null).map((p) => p.toLowerCase()));
  return plan.entities.filter((e) => !people.has(e.toLowerCase()) && tokenize(e).some((w) => keywords.has(w)));
}

/** The tenure the question names (by its value); the latest one only when the question names none. */
function tenure(plan: QueryPlan, timeline: FactView[]): FactView | undefined {
  const facts = affirmed(timeline).filter((f) => f.kind === 'state').sort(byStart);
  const named = facts.find((f) => mentioned(plan, f));
  if (named) return named;
  return namedValues(plan).length ? undefined : facts[facts.length - 1];
}

/**
 * The span a fact's source message said for a boundary ("I left Hooli last month" -> October 2022):
 * a fact keeps one granularity for both ends, so an end said to the month is refined from its message.
 */
function statedBoundary(fact: FactView, at: WallMs, input: ReasonInput, findTimes: FindTimes): TimeSpan | null {
  const messages = [...(input.sources ?? []), ...input.evidence].filter((m) => fact.sourceMessageIds.includes(m.messageId));
  const said = messages.map((m) => eventExpression({ speaker: '', relevance: 0, facts: [], terms: new Set(), replyTo: null, ...m }, input.plan, findTimes));
  const spans = said.map((t) => (t ? spanOf(t) : null)).filter((s): s is TimeSpan => s !== null && !SUB_DAY.has(s.granularity));
  return spans.find((s) => s.start <= at && at < s.end && s.end - s.start > DAY_MS) ?? null;
}

function boundary(which: 'validFrom' | 'validTo'): Handler {
  return (input, findTimes) => {
    const fact = tenure(input.plan, input.timeline);
    const at = fact?.[which];
    if (!fact || at === null || at === undefined) return null;
    const span = statedBoundary(fact, at, input, findTimes) ?? spanAt(at, fact.validGranularity);
    return { answer: humanSpan(span), time: toAnswerTime(span), duration: null, confidence: 0.8, evidence: fact.sourceMessageIds };
  };
}

/** Length of a tenure from its interval: an ended tenure to its end, an ongoing one to now. */
const tenureDuration: Handler = ({ plan, timeline }) => {
  if (AGO.test(plan.question)) return null;
  const fact = tenure(plan, timeline);
  if (!fact || fact.validFrom === null) return null;
  const iso = tenureLength(fact.validFrom, Math.min(fact.validTo ?? plan.now, plan.now));
  return { answer: humanDuration(iso) ?? iso, time: null, duration: iso, confidence: 0.8, evidence: fact.sourceMessageIds };
};

const AGO = /\bago\b/i;

/** The span a length reaches back to from `said` ("for 7 years" said in 2023 -> 2016), at the length's unit. */
function startOfLength(iso: string, said: WallMs): TimeSpan | null {
  const m = /^P(\d+)([YMWD])$/.exec(iso);
  if (!m) return null;
  const n = Number(m[1]);
  const d = new Date(said);
  const table: Record<string, () => TimeSpan> = {
    Y: () => spanAt(Date.UTC(d.getUTCFullYear() - n, d.getUTCMonth(), 1), 'year'),
    M: () => spanAt(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1), 'month'),
    W: () => daySpan(said - n * 7 * 86_400_000),
    D: () => daySpan(said - n * 86_400_000),
  };
  return table[m[2]!]!();
}

const DURATION_DEPTH = 12;

/** A length said in the evidence ("for 4 years", "10 years ago", "since 2016"), from the best evidence that states one. */
const statedDuration: Handler = ({ plan, evidence, support }, findTimes) => {
  const askAgo = AGO.test(plan.question);
  const confidence = 0.5 + 0.4 * support;
  for (const item of evidence.slice(0, DURATION_DEPTH)) {
    const times = findTimes(item.text, item.time, { tense: 'past' });
    const ago = times.find((t) => AGO.test(t.text) && t.interval);
    if (askAgo && ago) {
      const span = spanOf(ago);
      const iso = ago.duration ?? durationBetween(ago.interval!.start, item.time);
      return { answer: `${humanDuration(iso) ?? iso} ago`, time: span && toAnswerTime(span), duration: iso, confidence, evidence: [item.messageId] };
    }
    if (askAgo) continue;
    const length = times.find((t) => t.type === 'duration' && t.duration && humanDuration(t.duration));
    if (length?.duration) {
      const from = startOfLength(length.duration, item.time);
      const since = from ? ` (since ${humanSpan(from)})` : '';
      return { answer: `${humanDuration(length.duration)}${since}`, time: from && toAnswerTime(from), duration: length.duration, confidence, evidence: [item.messageId] };
    }
    const since = times.find((t) => t.interval && /\bsince\s*$/i.test(item.text.slice(0, t.start)));
    if (since?.interval) {
      const iso = durationBetween(since.interval.start, item.time);
      const span = spanOf(since);
      return { answer: `Since ${span ? humanSpan(span) : since.text} (${humanDuration(iso) ?? iso})`, time: span && toAnswerTime(span), duration: iso, confidence: confidence - 0.05, evidence: [item.messageId] };
    }
  }
  return null;
};

/** "How long ago ...": from the dated event to now. */
const agoFromEvent: Handler = (input, findTimes) => {
  if (!AGO.test(input.plan.question)) return null;
  const when = whenFromEvidence(input, findTimes);
  if (!when?.time) return null;
  const iso = durationBetween(Date.parse(`${when.time.start}T00:00:00Z`), input.plan.now);
  return { ...when, answer: `${humanDuration(iso) ?? iso} ago (${when.answer})`, duration: iso };
};

/** Extractive answer: the best evidence fact about the subject, else the best message. */
const extractive: Handler = ({ plan, evidence, support }) => {
  const top = evidence[0];
  if (!top) return null;
  const subject = plan.subject?.toLowerCase();
  const fact = top.facts.find((f) => !subject || f.subject.toLowerCase() === subject) ?? top.facts[0];
  const text = fact?.text ?? `${top.speaker}: ${top.text}`;
  return { answer: text, time: null, duration: null, confidence: 0.3 + 0.6 * support, evidence: [top.messageId] };
};

/** Per kind, the handlers to try in order; the first that can answer wins. */
const HANDLERS: Record<QueryKind, Handler[]> = {
  when: [whenFromEvidence],
  start: [boundary('validFrom'), whenFromEvidence],
  end: [boundary('validTo'), whenFromEvidence],
  duration: [tenureDuration, statedDuration, agoFromEvent, extractive],
  point_in_time: [stateAtTime, extractive],
  current_state: [currentState, extractive],
  as_of: [asOfRecordTime, extractive],
  ordering: [ordering, extractive],
  evolution: [evolution, extractive],
  fact: [extractive],
  history_recall: [],
};
