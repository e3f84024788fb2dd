import { describe, expect, it } from 'vitest';
import { VectorMatrix } from './vector-matrix';

const all = () => true;

function unit(seed: number, dim: number): number[] {
  let x = seed * 9301 + 49297;
  const v = Array.from({ length: dim }, () => ((x = (x * 9301 + 49297) % 233280) / 233280) - 0.5);
  const n = Math.hypot(...v);
  return v.map((c) => c / n);
}

describe('VectorMatrix', () => {
  it('finds nearest vectors, replaces, removes and reuses rows', () => {
    const m = new VectorMatrix();
    m.put('a', [1, 0, 0]);
    m.put('b', [0, 1, 0]);
    m.put('a', [0.6, 0.8, 0]);
    expect(m.nearest(Float32Array.from([1, 0, 0]), 5, all)).toEqual([['a', expect.closeTo(0.6, 6)], ['b', 0]]);
    m.remove('b');
    m.put('c', [0, 0, 1]);
    expect(m.size).toBe(2);
    expect(m.nearest(Float32Array.from([0, 0, 2]), 1, all)).toEqual([['c', 2]]);
    expect(m.nearest(Float32Array.from([0, 0, 2]), 5, (id) => id !== 'c').map(([id]) => id)).toEqual(['a']);
    expect(m.similarity('a', 'c')).toBe(0);
    expect(m.similarity('a', 'zz')).toBeNull();
  });
  it('ranks like an exact scan at the top, over thousands of 512-d vectors', () => {
    const m = new VectorMatrix();
    const q = unit(7, 512);
    // 3000 unrelated vectors, and 20 related ones at decreasing similarity to the query
    const vs = Array.from({ length: 3000 }, (_, i) => unit(i + 100, 512));
    for (let i = 0; i < 20; i++) {
      const noise = unit(i + 5000, 512);
      const w = 0.9 - i * 0.03;
      vs.push(q.map((c, j) => w * c + (1 - w) * noise[j]!));
    }
    vs.forEach((v, i) => m.put(`v${i}`, v));
    const qv = Float32Array.from(q);
    const exact = vs.map((v, i) => [`v${i}`, v.reduce((s, c, j) => s + c * qv[j]!, 0)] as const).sort((a, b) => b[1] - a[1]).slice(0, 10);
    expect(m.nearest(qv, 10, all).map(([id]) => id)).toEqual(exact.map(([id]) => id));
  });
  it('ignores null, empty and wrong-size input and starts afresh when the model changes', () => {
    const m = new VectorMatrix();
    m.put('none', null);
    m.put('empty', []);
    expect(m.size).toBe(0);
    m.put('old', [1, 0]);
    expect(m.nearest(Float32Array.from([1, 0, 0]), 3, all)).toEqual([]);
    m.put('new', [1, 0, 0]);
    expect(m.size).toBe(1);
    expect(m.dimension).toBe(3);
  });
});
