import { describe, expect, it } from 'vitest';
import { maximalMarginalRelevance } from './mmr';

const same = (a: string, b: string) => (a[0] === b[0] ? 1 : 0);

describe('maximalMarginalRelevance', () => {
  it('skips a near-duplicate of an already picked item', () => {
    const picked = maximalMarginalRelevance(
      [{ item: 'a1', relevance: 1 }, { item: 'a2', relevance: 0.95 }, { item: 'b1', relevance: 0.8 }],
      same,
      { limit: 2, lambda: 0.5 },
    );
    expect(picked).toEqual(['a1', 'b1']);
  });
  it('with lambda 1 is plain relevance order, and respects the limit', () => {
    const picked = maximalMarginalRelevance(
      [{ item: 'b1', relevance: 0.1 }, { item: 'a1', relevance: 1 }, { item: 'a2', relevance: 0.9 }],
      same,
      { limit: 5, lambda: 1 },
    );
    expect(picked).toEqual(['a1', 'a2', 'b1']);
    expect(maximalMarginalRelevance([], same, { limit: 3 })).toEqual([]);
  });
});
