import { describe, expect, it } from 'vitest';
import { countDocument, scores } from './score';

const span = (start: number, end: number, value = 'v', type = 'DATE') => ({ start, end, value, type });

describe('TempEval-3 scoring', () => {
  it('counts exact, overlapping, value and type matches one to one', () => {
    const gold = [span(0, 5, '1998'), span(10, 20, 'P1Y', 'DURATION'), span(30, 35)];
    const system = [span(0, 5, '1998'), span(12, 20, 'P2Y', 'DURATION'), span(13, 14), span(50, 55)];
    const c = countDocument(gold, system);
    expect(c).toEqual({ gold: 3, system: 4, strict: 1, relaxed: 2, valueCorrect: 1, typeCorrect: 2 });
    const s = scores(c);
    expect(s.relaxedP).toBeCloseTo(50);
    expect(s.relaxedR).toBeCloseTo(66.667, 2);
    expect(s.valueAccuracy).toBeCloseTo(50);
    expect(s.valueF1).toBeCloseTo(s.relaxedF1 * 0.5);
  });

  it('scores zero, not NaN, when nothing is found or expected', () => {
    expect(Object.values(scores(countDocument([], [])))).toEqual(Array(10).fill(0));
  });
});
