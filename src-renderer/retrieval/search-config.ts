import type { QueryKind } from '../../src-shared/answer/answer-types';

/**
 * Searches described as data (as Graphiti's search recipes): which retrievers run over which
 * source, how their ranked lists are fused, and how the evidence is diversified. Changing a
 * search means editing a recipe, not code.
 */
/**
 * Which messages a BM25 retriever ranks: all, the subject's own, those written in the question's
 * time window, or those that state a length of time (with the turns they answer: "How long have you
 * had them?" / "I've had them for 3 years").
 */
export type MessageScope = 'all' | 'subject' | 'time-window' | 'states-length';

export type RetrieverSpec =
  | { method: 'bm25'; source: 'messages' | 'facts'; scope?: MessageScope; limit: number; weight: number }
  | { method: 'vector'; source: 'messages' | 'facts'; limit: number; weight: number }
  | { method: 'graph'; hops: number; decay: number; limit: number; weight: number }
  /** Messages that name a time inside the question's time constraint ("flight on Friday" for "what am I doing on Friday?"). */
  | { method: 'time'; limit: number; weight: number };

export interface SearchConfig {
  retrievers: RetrieverSpec[];
  fusion: { method: 'rrf'; k: number };
  /** Re-score fused messages by the IDF-weighted share of question terms their statements contain. */
  rerank: { method: 'coverage'; weight: number; contextWeight: number } | null;
  /** Lift fused messages that state a length of time by `weight`, among the first `candidates`. */
  lengthLift: { weight: number; candidates: number } | null;
  /** MMR over the fused messages; lambda 1 = pure relevance. */
  mmr: { lambda: number; candidates: number } | null;
  /** Evidence messages returned. */
  limit: number;
}

const BASE: SearchConfig = {
  retrievers: [
    { method: 'bm25', source: 'messages', scope: 'all', limit: 40, weight: 1 },
    { method: 'bm25', source: 'messages', scope: 'subject', limit: 40, weight: 1 },
    { method: 'vector', source: 'messages', limit: 40, weight: 0.5 },
    { method: 'bm25', source: 'facts', scope: 'all', limit: 40, weight: 0.7 },
    { method: 'vector', source: 'facts', limit: 40, weight: 0.3 },
    { method: 'graph', hops: 2, decay: 0.5, limit: 40, weight: 0.5 },
  ],
  fusion: { method: 'rrf', k: 60 },
  rerank: { method: 'coverage', weight: 1, contextWeight: 0.7 },
  lengthLift: null,
  mmr: { lambda: 0.85, candidates: 30 },
  limit: 20,
};

/** A time-bounded question also ranks messages written inside its window, and those that name a time inside it. */
const WITH_WINDOW: SearchConfig = {
  ...BASE,
  retrievers: [
    ...BASE.retrievers,
    { method: 'bm25', source: 'messages', scope: 'time-window', limit: 40, weight: 1 },
    { method: 'time', limit: 20, weight: 0.5 },
  ],
};

/**
 * Length questions prefer messages that state a length ("I've had them for 3 years" is a short reply
 * that barely names what it is about). Time questions do without: the reasoner already prefers a dated
 * message among the leading ones, and lifting dated messages here as well over-rewarded them (LoCoMo).
 */
const LENGTH: SearchConfig = {
  ...BASE,
  retrievers: [...BASE.retrievers, { method: 'bm25', source: 'messages', scope: 'states-length', limit: 20, weight: 0.5 }],
  lengthLift: { weight: 0.15, candidates: 40 },
};

export const SEARCH_RECIPES: Record<QueryKind, SearchConfig> = {
  when: BASE,
  start: BASE,
  end: BASE,
  duration: LENGTH,
  ordering: BASE,
  current_state: BASE,
  evolution: BASE,
  as_of: BASE,
  fact: BASE,
  count: BASE,
  point_in_time: WITH_WINDOW,
  history_recall: { ...BASE, retrievers: [] },
};
