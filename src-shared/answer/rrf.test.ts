import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion } from './rrf';

describe('reciprocalRankFusion', () => {
  it('rewards ids ranked well in several lists', () => {
    const fused = reciprocalRankFusion([['a', 'b', 'c'], ['b', 'c', 'a'], ['b']]);
    expect(fused.map((f) => f.id)).toEqual(['b', 'a', 'c']);
    expect(fused[0]!.score).toBeCloseTo(1 / 62 + 2 / 61, 9);
  });
  it('applies weights per list and counts a duplicate once per list', () => {
    const fused = reciprocalRankFusion([['a', 'a'], ['b']], { k: 0, weights: [1, 3] });
    expect(fused).toEqual([{ id: 'b', score: 3 }, { id: 'a', score: 1 }]);
  });
  it('handles empty input', () => {
    expect(reciprocalRankFusion([])).toEqual([]);
    expect(reciprocalRankFusion([[], []])).toEqual([]);
  });
});
