import { describe, expect, it } from 'vitest';
import { VectorMatrix } from './vector-matrix';

describe('VectorMatrix', () => {
  it('scores stored vectors, replaces, removes and reuses rows', () => {
    const m = new VectorMatrix();
    m.put('a', [1, 0, 0]);
    m.put('b', [0, 1, 0]);
    m.put('a', [0.5, 0.5, 0]);
    expect(Object.fromEntries(m.scores(Float32Array.from([1, 0, 0])))).toEqual({ a: 0.5, b: 0 });
    m.remove('b');
    m.put('c', [0, 0, 1]);
    expect(m.size).toBe(2);
    expect(Object.fromEntries(m.scores(Float32Array.from([0, 0, 2])))).toEqual({ a: 0, c: 2 });
    expect(m.similarity('a', 'c')).toBe(0);
    expect(m.similarity('a', 'zz')).toBeNull();
  });
  it('grows past its first allocation and ignores null, empty and wrong-size queries', () => {
    const m = new VectorMatrix();
    for (let i = 0; i < 3000; i++) m.put(`v${i}`, [i, 1]);
    m.put('none', null);
    m.put('empty', []);
    expect(m.size).toBe(3000);
    expect([...m.scores(Float32Array.from([1, 0, 0]))]).toEqual([]);
    const best = [...m.scores(Float32Array.from([1, 0]))].reduce((x, y) => (y[1] > x[1] ? y : x));
    expect(best).toEqual(['v2999', 2999]);
  });
  it('starts afresh when the model (dimension) changes', () => {
    const m = new VectorMatrix();
    m.put('old', [1, 0]);
    m.put('new', [1, 0, 0]);
    expect(m.size).toBe(1);
    expect(m.dimension).toBe(3);
  });
});
