/**
 * Spreading activation over a bipartite entity-fact graph: seed entities start at 1, each hop to
 * a neighbour multiplies by `decay`, a node keeps its strongest activation. Returns fact
 * activations (facts are what retrieval ranks).
 */
export interface ActivationGraph {
  factsOfEntity(entityId: string): readonly string[];
  entitiesOfFact(factId: string): readonly string[];
}

export function spreadActivation(
  graph: ActivationGraph,
  seeds: readonly string[],
  options: { hops: number; decay: number; maxFacts?: number },
): Map<string, number> {
  const facts = new Map<string, number>();
  let frontier = new Map<string, number>(seeds.map((s) => [s, 1]));
  const visitedEntities = new Set(seeds);
  const maxFacts = options.maxFacts ?? 5000;
  for (let hop = 1; hop <= options.hops && frontier.size > 0 && facts.size < maxFacts; hop++) {
    const next = new Map<string, number>();
    for (const [entity, energy] of frontier) {
      const level = energy * options.decay ** (hop - 1);
      for (const fact of graph.factsOfEntity(entity)) {
        if ((facts.get(fact) ?? 0) >= level) continue;
        facts.set(fact, level);
        for (const other of graph.entitiesOfFact(fact)) {
          if (visitedEntities.has(other)) continue;
          next.set(other, Math.max(next.get(other) ?? 0, energy));
        }
      }
    }
    for (const e of next.keys()) visitedEntities.add(e);
    frontier = next;
  }
  return facts;
}
