import { describe, expect, it } from 'vitest';
import { aggregate, percentile, scoreOne, tokenF1 } from './score';
import type { LocomoQuestion } from './locomo-data';

const q = (category: number, answer: string, evidence: string[] = ['D1:1']): LocomoQuestion => ({ id: 'q', question: '?', category, answer, evidence });
const day = (d: string) => ({ value: d, start: d, end: d, granularity: 'day' as const });

describe('tokenF1', () => {
  it('matches SQuAD-style overlap', () => {
    expect(tokenF1('The Sunday before 25 May 2023', 'the sunday before 25 May 2023')).toBe(1);
    expect(tokenF1('in Paris', 'Paris, France')).toBeCloseTo(0.5, 6);
    expect(tokenF1('', 'x')).toBe(0);
    expect(tokenF1('', '')).toBe(1);
  });
});

describe('aggregate', () => {
  it('scores recall, strict temporal accuracy, abstention and false abstention', () => {
    const scored = [
      scoreOne(q(2, '7 May 2023'), { answer: '7 May 2023', time: day('2023-05-07'), duration: null, evidence: ['D1:1'], abstained: false, kind: 'when' }),
      scoreOne(q(2, '7 May 2023', ['D1:2', 'D1:3']), { answer: 'May 2023', time: { value: '2023-05', start: '2023-05-01', end: '2023-05-31', granularity: 'month' }, duration: null, evidence: ['x', 'D1:3', 'D1:2'], abstained: false, kind: 'when' }),
      scoreOne(q(4, 'Paris'), { answer: "I don't know.", time: null, duration: null, evidence: [], abstained: true, kind: 'fact' }),
      scoreOne(q(5, 'whatever'), { answer: "I don't know.", time: null, duration: null, evidence: [], abstained: true, kind: 'fact' }),
      scoreOne(q(5, 'whatever'), { answer: 'x', time: null, duration: null, evidence: [], abstained: false, kind: 'when' }),
    ];
    const m = aggregate(scored);
    expect(m.recallAt5).toBeCloseTo(2 / 3, 6);
    expect(m.recallAt10All).toBeCloseTo(2 / 3, 6);
    expect(m.temporalAccuracy).toBe(0.5);
    expect(m.abstentionCat5).toBe(0.5);
    expect(m.falseAbstention).toBeCloseTo(1 / 3, 6);
  });
  it('percentile by nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(Number.isNaN(percentile([], 50))).toBe(true);
  });
});
