import { describe, expect, it } from 'vitest';
import { spreadActivation, type ActivationGraph } from './spreading-activation';

// me -f1-> London -f2-> UK ; me -f3-> Acme ; Bob -f4-> Acme
const edges: Record<string, string[]> = { f1: ['me', 'london'], f2: ['london', 'uk'], f3: ['me', 'acme'], f4: ['bob', 'acme'] };
const graph: ActivationGraph = {
  factsOfEntity: (e) => Object.keys(edges).filter((f) => edges[f]!.includes(e)),
  entitiesOfFact: (f) => edges[f] ?? [],
};

describe('spreadActivation', () => {
  it('decays per hop and keeps the strongest path', () => {
    const act = spreadActivation(graph, ['me'], { hops: 2, decay: 0.5 });
    expect(Object.fromEntries(act)).toEqual({ f1: 1, f3: 1, f2: 0.5, f4: 0.5 });
  });
  it('stops after the given hops and with unknown seeds', () => {
    expect([...spreadActivation(graph, ['me'], { hops: 1, decay: 0.5 }).keys()].sort()).toEqual(['f1', 'f3']);
    expect(spreadActivation(graph, ['nobody'], { hops: 3, decay: 0.5 }).size).toBe(0);
  });
});
