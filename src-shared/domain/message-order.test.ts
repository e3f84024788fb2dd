import { describe, expect, it } from 'vitest';
import { compareByTime, compareIds } from './message-order';

describe('compareIds', () => {
  it('orders numbered turns by their numbers, not their characters', () => {
    const ids = ['D1:10', 'D2:1', 'D1:2', 'D10:1', 'D1:1', 'D1:19', 'D1:3'];
    expect([...ids].sort(compareIds)).toEqual(['D1:1', 'D1:2', 'D1:3', 'D1:10', 'D1:19', 'D2:1', 'D10:1']);
    expect(['msg-10', 'msg-9', 'msg-100'].sort(compareIds)).toEqual(['msg-9', 'msg-10', 'msg-100']);
  });

  it('is a total order: equal only for the same id, and antisymmetric', () => {
    const ids = ['a', 'A', 'a1', 'a01', 'a001', '1', '01', 'b', '', 'a-1', 'a1b', 'a1a', '中文2', '中文10', 'D1:2', 'D1:2x'];
    for (const a of ids) {
      for (const b of ids) {
        const ab = Math.sign(compareIds(a, b));
        expect(ab === 0).toBe(a === b);
        expect(Math.sign(compareIds(b, a)) + ab).toBe(0);
      }
    }
    const sorted = [...ids].sort(compareIds);
    for (let i = 1; i < sorted.length; i++) expect(compareIds(sorted[i - 1]!, sorted[i]!)).toBeLessThan(0);
  });

  it('compares huge numbers by value without overflowing', () => {
    const big = '9'.repeat(40);
    expect(compareIds(`m${big}`, `m1${'0'.repeat(40)}`)).toBeLessThan(0);
    expect(compareIds(`m${big}8`, `m${big}9`)).toBeLessThan(0);
  });
});

describe('compareByTime', () => {
  it('puts earlier messages first and keeps turns of one timestamp in their numbered order', () => {
    const at = (id: string, time: number) => ({ id, time });
    const sorted = [at('D1:10', 5), at('D1:2', 5), at('D0:7', 9), at('D1:1', 5)].sort(compareByTime);
    expect(sorted.map((m) => m.id)).toEqual(['D1:1', 'D1:2', 'D1:10', 'D0:7']);
  });
});
