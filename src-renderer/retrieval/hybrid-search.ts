import type { EvidenceItem, FactView } from '../../src-shared/answer/evidence';
import { alike, makeCoverage, wantedTerms } from '../../src-shared/answer/coverage';
import { namesTimeWithin } from '../../src-shared/answer/calendar';
import { maximalMarginalRelevance } from '../../src-shared/answer/mmr';
import type { QueryPlan } from '../../src-shared/answer/query-plan';
import { relationsNamed, relationsOf } from '../../src-shared/answer/relation-cues';
import { reciprocalRankFusion } from '../../src-shared/answer/rrf';
import { spreadActivation } from '../../src-shared/answer/spreading-activation';
import type { IndexedFact, IndexedMessage, MemoryIndex } from './memory-index';
import type { MessageScope, RetrieverSpec, SearchConfig } from './search-config';

/** A ranked list of document keys: `m:<message id>` or `f:<fact id>`. */
type Ranked = string[];

/** The question's vector and the model that made it: only stored vectors of that model are compared with it. */
export interface QueryVector {
  values: Float32Array;
  model: string;
}

interface SearchContext {
  index: MemoryIndex;
  plan: QueryPlan;
  query: string;
  /** Terms the query holds for a question's word in other words ("give" for "gift"): they count for less. */
  alikeTerms: ReadonlySet<string>;
  vector: QueryVector | null;
  /** Memoised BM25 ranking of all messages (see messageHits). */
  messageHits?: IndexedMessage[];
  messageOk(m: IndexedMessage): boolean;
  factOk(f: IndexedFact): boolean;
}

const MONTH_MS = 31 * 86_400_000;
/** The lexical query is made of stemmed terms already; stemming them again would miss ("house" -> "hous" -> "hou"). */
const asStemmed = (term: string) => term || null;
/** Words of the turn a message answers count, but less than its own. */
const CONTEXT_BOOST = 0.4;
/** A word of the same meaning as the question's counts for half of the question's own. */
const ALIKE_BOOST = 0.5;
/** Kinds whose answer may rest on superseded (archived) facts. */
const HISTORICAL_KINDS = new Set(['when', 'start', 'end', 'duration', 'ordering', 'evolution', 'point_in_time', 'as_of']);

/** Record-time and valid-time filters, decided once per question. */
function filtersFor(plan: QueryPlan): Pick<SearchContext, 'messageOk' | 'factOk'> {
  const cutoff = plan.asOf ?? Infinity;
  const includeArchived = plan.aboutPast || HISTORICAL_KINDS.has(plan.kind);
  return {
    messageOk: (m) => m.time <= plan.now && m.recordedAt <= cutoff,
    factOk: (f) =>
      f.recordedAt <= cutoff &&
      (f.expiredAt === null || f.expiredAt > cutoff || (includeArchived && plan.asOf === null)) &&
      (includeArchived || f.status === 'active'),
  };
}

/** The k best-scoring items (score > 0), best first, without sorting everything. */
function topK<T>(items: Iterable<T>, score: (t: T) => number, k: number): T[] {
  const best: { t: T; s: number }[] = [];
  for (const t of items) {
    const s = score(t);
    if (s <= 0 || (best.length === k && s <= best[k - 1]!.s)) continue;
    let i = best.length;
    while (i > 0 && best[i - 1]!.s < s) i--;
    best.splice(i, 0, { t, s });
    if (best.length > k) best.pop();
  }
  return best.map((b) => b.t);
}

const subjectScope = (ctx: SearchContext) => {
  const subject = ctx.plan.subject?.toLowerCase();
  return subject ? (m: IndexedMessage) => m.speaker.toLowerCase() === subject : null;
};

const windowScope = (ctx: SearchContext) => {
  const c = ctx.plan.timeConstraint;
  return c ? (m: IndexedMessage) => m.time >= c.start && m.time < c.end + MONTH_MS : null;
};

/** Which messages a scoped BM25 retriever keeps; null = none (the question lacks what the scope needs). */
const SCOPES: Record<MessageScope, (ctx: SearchContext) => ((m: IndexedMessage) => boolean) | null> = {
  all: () => () => true,
  subject: subjectScope,
  'time-window': windowScope,
  'states-length': (ctx) => (m) => ctx.index.statesLength(m.id),
};

/** One BM25 search over messages per question; scoped retrievers filter its ranking (same scores, fewer documents). */
function messageHits(ctx: SearchContext): IndexedMessage[] {
  ctx.messageHits ??= ctx.index.bm25Messages
    .search(ctx.query, { boost: { context: CONTEXT_BOOST }, processTerm: asStemmed, boostTerm: (t) => (ctx.alikeTerms.has(t) ? ALIKE_BOOST : 1) })
    .map((h) => ctx.index.messages.get(h.id as string))
    .filter((m): m is IndexedMessage => !!m && ctx.messageOk(m));
  return ctx.messageHits;
}

function bm25Messages(ctx: SearchContext, spec: Extract<RetrieverSpec, { method: 'bm25' }>): Ranked {
  const scope = SCOPES[spec.scope ?? 'all'](ctx);
  if (!scope) return [];
  const out: Ranked = [];
  for (const m of messageHits(ctx)) {
    if (out.length >= spec.limit) break;
    if (scope(m)) out.push(`m:${m.id}`);
  }
  return out;
}

function bm25Facts(ctx: SearchContext, spec: { limit: number }): Ranked {
  const hits = ctx.index.bm25Facts.search(ctx.query, {
    processTerm: asStemmed,
    filter: (r) => {
      const f = ctx.index.facts.get(r.id as string);
      return !!f && ctx.factOk(f);
    },
  });
  return hits.slice(0, spec.limit).map((h) => `f:${h.id}`);
}

function vectorSearch(ctx: SearchContext, spec: Extract<RetrieverSpec, { method: 'vector' }>): Ranked {
  const q = ctx.vector;
  if (!q) return [];
  if (spec.source === 'messages') {
    const ok = (id: string) => {
      const m = ctx.index.messages.get(id);
      return m !== undefined && ctx.messageOk(m);
    };
    return ctx.index.messageVectors.nearest(q.model, q.values, spec.limit, ok).map(([id]) => `m:${id}`);
  }
  const ok = (id: string) => {
    const f = ctx.index.facts.get(id);
    return f !== undefined && ctx.factOk(f);
  };
  return ctx.index.factVectors.nearest(q.model, q.values, spec.limit, ok).map(([id]) => `f:${id}`);
}

/** Facts reached from the question's entities, weighted by activation and by the question's words they contain. */
function graphSearch(ctx: SearchContext, spec: Extract<RetrieverSpec, { method: 'graph' }>): Ranked {
  const names = [...ctx.plan.entities, ...(ctx.plan.subject ? [ctx.plan.subject] : [])];
  const seeds = [...new Set(names.map((n) => ctx.index.entityByKey.get(n.toLowerCase())).filter((id): id is string => !!id))];
  if (seeds.length === 0) return [];
  const activation = spreadActivation(ctx.index, seeds, { hops: spec.hops, decay: spec.decay });
  const wanted = ctx.query.split(' ');
  const overlap = (f: IndexedFact) => wanted.filter((t) => f.terms.has(t)).length;
  const facts = [...activation.keys()].map((id) => ctx.index.facts.get(id)).filter((f): f is IndexedFact => !!f && ctx.factOk(f));
  return topK(facts, (f) => activation.get(f.id)! * overlap(f), spec.limit).map((f) => `f:${f.id}`);
}

/** Plans are noted ahead: a message up to this long before the constraint may name a time inside it. */
const NOTED_AHEAD_MS = 92 * 86_400_000;

/** Messages naming a time inside the constraint, no coarser than it, nearest the constraint first. */
function timeMentions(ctx: SearchContext, spec: Extract<RetrieverSpec, { method: 'time' }>): Ranked {
  const c = ctx.plan.timeConstraint;
  if (!c) return [];
  const found: IndexedMessage[] = [];
  for (const m of ctx.index.messages.values()) {
    if (m.time < c.start - NOTED_AHEAD_MS || m.time >= c.end + MONTH_MS || !ctx.messageOk(m)) continue;
    if (ctx.index.timesIn(m.id).some((t) => namesTimeWithin(t, c))) found.push(m);
  }
  return found
    .sort((a, b) => Math.abs(a.time - c.start) - Math.abs(b.time - c.start))
    .slice(0, spec.limit)
    .map((m) => `m:${m.id}`);
}

function runRetriever(ctx: SearchContext, spec: RetrieverSpec): Ranked {
  switch (spec.method) {
    case 'bm25':
      return spec.source === 'messages' ? bm25Messages(ctx, spec) : bm25Facts(ctx, spec);
    case 'vector':
      return vectorSearch(ctx, spec);
    case 'graph':
      return graphSearch(ctx, spec);
    case 'time':
      return timeMentions(ctx, spec);
  }
}

/** Cosine of the messages' embeddings, else the Jaccard overlap of their statement terms. */
function similarityIn(index: MemoryIndex): (a: IndexedMessage, b: IndexedMessage) => number {
  return (a, b) => {
    const cos = index.messageVectors.similarity(a.id, b.id);
    if (cos !== null) return Math.max(0, cos);
    let inter = 0;
    for (const t of a.terms) if (b.terms.has(t)) inter++;
    return inter / Math.max(1, a.terms.size + b.terms.size - inter);
  };
}

/** Raise the relevance of the leading messages that state a length of time. */
function liftLengths(index: MemoryIndex, relevance: Map<string, number>, spec: NonNullable<SearchConfig['lengthLift']>): void {
  const leading = [...relevance].sort((a, b) => b[1] - a[1]).slice(0, spec.candidates);
  for (const [id, r] of leading) {
    if (index.statesLength(id)) relevance.set(id, r + spec.weight);
  }
}

/**
 * The lexical query: the question's terms, less its subject's name (matched by scope and attribution,
 * not as a word: it mostly appears when others address them), plus the rarest term of each place
 * within a place it names ("toronto" for Canada; "york", not "new", of New York City).
 */
function lexicalQuery(index: MemoryIndex, plan: QueryPlan, wanted: readonly string[], alikeTerms: ReadonlySet<string>): string {
  const within = [...plan.placeTerms.values()].flat().map((place) => place.reduce((a, b) => (index.idf(b) > index.idf(a) ? b : a)));
  return [...new Set([...wanted, ...within, ...alikeTerms])].join(' ');
}

/** Words the history uses for a question's words ("mother" for "mom", "give" for "gift") that the question does not. */
function alikeTermsOf(index: MemoryIndex, wanted: readonly string[]): Set<string> {
  const own = new Set(wanted);
  return new Set(wanted.flatMap((t) => alike(t)).filter((a) => !own.has(a) && index.mentions(a)));
}

/** Hybrid search: run the recipe's retrievers, fuse with RRF, fold facts onto their messages, diversify with MMR. */
export function hybridSearch(index: MemoryIndex, plan: QueryPlan, vector: QueryVector | null, config: SearchConfig): EvidenceItem[] {
  const wanted = wantedTerms(plan.keywords, plan.subject);
  const alikeTerms = alikeTermsOf(index, wanted);
  const ctx: SearchContext = { index, plan, query: lexicalQuery(index, plan, wanted, alikeTerms), alikeTerms, vector, ...filtersFor(plan) };
  if (!ctx.query && !vector && !plan.timeConstraint) return [];
  const lists = config.retrievers.map((spec) => runRetriever(ctx, spec));
  const fused = reciprocalRankFusion(lists, { k: config.fusion.k, weights: config.retrievers.map((r) => r.weight) });

  const scores = new Map<string, number>();
  const factsOf = new Map<string, IndexedFact[]>();
  for (const { id: key, score } of fused) {
    const id = key.slice(2);
    const messageIds = key.startsWith('m:') ? [id] : (index.facts.get(id)?.sourceMessageIds ?? []);
    for (const mid of messageIds) {
      const m = index.messages.get(mid);
      if (!m || !ctx.messageOk(m)) continue;
      scores.set(mid, Math.max(scores.get(mid) ?? 0, score));
      if (key.startsWith('f:')) factsOf.set(mid, [...(factsOf.get(mid) ?? []), index.facts.get(id)!]);
    }
  }
  const fusedTop = Math.max(0, ...scores.values()) || 1;
  const cover = config.rerank ? makeCoverage(wanted, (t) => index.idf(t), { placeTerms: plan.placeTerms }) : null;
  const relevance = new Map<string, number>();
  const termsOf = new Map<string, ReadonlySet<string>>();
  for (const [id, s] of scores) {
    const m = index.messages.get(id)!;
    const facts = factsOf.get(id) ?? [];
    const own = [m.terms, ...facts.map((f) => f.terms)];
    termsOf.set(id, facts.length ? new Set(own.flatMap((t) => [...t])) : m.terms);
    // a reply is about what it replies to: its own statements, or (discounted) together with the turn before
    const covered = cover ? Math.max(cover(...own), config.rerank!.contextWeight * cover(...own, m.contextTerms)) : 0;
    relevance.set(id, s / fusedTop + (cover ? config.rerank!.weight * covered : 0));
  }
  if (config.lengthLift) liftLengths(index, relevance, config.lengthLift);
  const ranked = [...relevance].sort((a, b) => b[1] - a[1]);
  const top = ranked[0]?.[1] || 1;
  const pool = ranked.slice(0, config.mmr?.candidates ?? config.limit).map(([id, s]) => ({ item: index.messages.get(id)!, relevance: s / top }));
  const ordered = config.mmr
    ? maximalMarginalRelevance(pool, similarityIn(index), { lambda: config.mmr.lambda, limit: config.limit })
    : pool.slice(0, config.limit).map((p) => p.item);
  return ordered.map((m) => ({
    messageId: m.id,
    text: m.text,
    time: m.time,
    speaker: m.speaker,
    relevance: (relevance.get(m.id) ?? 0) / top,
    facts: factsOf.get(m.id) ?? [],
    terms: termsOf.get(m.id) ?? m.terms,
    replyTo: m.replyTo,
  }));
}

/** Kinds that ask where a named value stands in its chain ("before becoming a manager", "when did I become a nurse"). */
const NAMED_VALUE_KINDS = new Set(['ordering', 'evolution', 'start', 'end', 'duration']);

/**
 * The subject's facts of the relations the question is about (all statuses), for the temporal
 * reasoner: the relations its cue words name, else, for a question about a value's place in time,
 * those of the one-value states whose values it names.
 */
export function subjectTimeline(index: MemoryIndex, plan: QueryPlan): FactView[] {
  const subjectId = plan.subject ? index.entityByKey.get(plan.subject.toLowerCase()) : undefined;
  if (!subjectId) return [];
  const { factOk } = filtersFor({ ...plan, aboutPast: true });
  const facts = index
    .factsOfEntity(subjectId)
    .map((id) => index.facts.get(id)!)
    .filter((f) => f.subjectId === subjectId && factOk(f));
  const cued = relationsOf(plan.question);
  const relations = new Set(cued.length ? cued : NAMED_VALUE_KINDS.has(plan.kind) ? relationsNamed(plan.question, facts) : []);
  return facts.filter((f) => relations.has(f.relation));
}
