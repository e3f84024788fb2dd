/**
 * Maximal marginal relevance (Carbonell & Goldstein 1998): greedily pick the candidate maximising
 * lambda * relevance - (1 - lambda) * max similarity to those already picked.
 * `similarity(a, b)` is any symmetric measure in [0, 1] (cosine of embeddings, token overlap).
 * Each candidate's redundancy is updated only against the newest pick: O(limit x candidates) calls.
 */
export function maximalMarginalRelevance<T>(
  candidates: readonly { item: T; relevance: number }[],
  similarity: (a: T, b: T) => number,
  options: { lambda?: number; limit: number },
): T[] {
  const lambda = options.lambda ?? 0.7;
  const pool = candidates.map((c) => ({ ...c, redundancy: 0 }));
  const picked: T[] = [];
  while (picked.length < options.limit && pool.length > 0) {
    let bestIndex = 0;
    let bestScore = -Infinity;
    pool.forEach((c, i) => {
      const score = lambda * c.relevance - (1 - lambda) * c.redundancy;
      if (score > bestScore) {
        bestScore = score;
        bestIndex = i;
      }
    });
    const chosen = pool.splice(bestIndex, 1)[0]!.item;
    picked.push(chosen);
    for (const c of pool) c.redundancy = Math.max(c.redundancy, similarity(c.item, chosen));
  }
  return picked;
}
