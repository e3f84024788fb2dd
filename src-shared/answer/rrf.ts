/**
 * Reciprocal rank fusion (Cormack et al. 2009): score(d) = sum over lists of weight / (k + rank(d)),
 * rank starting at 1. Lists are best-first arrays of ids; the result is best-first.
 */
export function reciprocalRankFusion(
  lists: readonly (readonly string[])[],
  options: { k?: number; weights?: readonly number[] } = {},
): { id: string; score: number }[] {
  const k = options.k ?? 60;
  const scores = new Map<string, number>();
  lists.forEach((list, li) => {
    const weight = options.weights?.[li] ?? 1;
    const seen = new Set<string>();
    list.forEach((id, i) => {
      if (seen.has(id)) return;
      seen.add(id);
      scores.set(id, (scores.get(id) ?? 0) + weight / (k + i + 1));
    });
  });
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}
