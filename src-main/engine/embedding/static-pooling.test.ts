import { describe, expect, it } from 'vitest';
import type { Vocabulary } from './sentencepiece-tokenizer';
import { centerRows, poolPieces, sifWeights } from './static-pooling';

const reserved: Vocabulary = Array.from({ length: 6 }, (_, i) => [`r${i}`, 0] as const);

describe('sifWeights', () => {
  it('damps likely pieces: a / (a + p), reserved pieces weigh 0, a missing score borrows the one before', () => {
    const vocabulary: Vocabulary = [...reserved, ['▁the', Math.log(0.05)], ['▁:)', null], ['▁zebra', Math.log(1e-6)]];
    const w = sifWeights(vocabulary, 1e-4);
    expect([...w.slice(0, 6)]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(w[6]).toBeCloseTo(1e-4 / (1e-4 + 0.05), 6);
    expect(w[7]).toBeCloseTo(w[6]!, 6);
    expect(w[8]).toBeCloseTo(1e-4 / (1e-4 + 1e-6), 6);
    expect(w[8]).toBeGreaterThan(w[6]! * 100);
  });
});

describe('centerRows', () => {
  it('subtracts the mean of the non-reserved rows from every row', () => {
    const dim = 2;
    const table = new Float32Array(8 * dim);
    table.set([9, 9], 0); // reserved rows do not enter the mean
    table.set([1, 2], 6 * dim);
    table.set([3, 6], 7 * dim);
    const out = centerRows(table, dim);
    expect([...out.slice(6 * dim)]).toEqual([-1, -2, 1, 2]);
    expect([...out.slice(0, dim)]).toEqual([7, 5]);
    expect([...table.slice(6 * dim, 7 * dim)]).toEqual([1, 2]);
  });
});

describe('poolPieces', () => {
  const dim = 3;
  const table = Float32Array.from([
    [0, 0, 0],
    [1, 0, 0],
    [0, 2, 0],
    [0, 0, 4],
  ].flat());
  const weights = Float32Array.from([0, 1, 3, 0.5]);

  it('is the weighted mean of the pieces, counting repeats', () => {
    const v = poolPieces(table, dim, weights, [1, 2, 2]);
    expect([...v]).toEqual([1 / 7, 12 / 7, 0].map((x) => Math.fround(x)));
    expect([...poolPieces(table, dim, weights, [3])]).toEqual([0, 0, 4]);
  });

  it('gives a zero vector for no pieces, weightless pieces only, or ids outside the table', () => {
    for (const ids of [[], [0, 0], [99, -1]]) expect([...poolPieces(table, dim, weights, ids)]).toEqual([0, 0, 0]);
    expect([...poolPieces(table, dim, weights, [99, 3])]).toEqual([0, 0, 4]);
  });
});
