import { describe, expect, it } from 'vitest';
import type { Expectation } from './scenario-file';
import { durationIn, mentions, scoreAnswer } from './score-scenario';

const answer = (patch: object = {}) => ({ answer: 'You live in Quito.', time: null, duration: null, abstained: false, ...patch });
const time = (start: string, end: string, granularity: 'day' | 'week' | 'month') => ({ value: start, start, end, granularity });
const expectOf = (e: Partial<Expectation>): Expectation => ({ abstain: false, ...e });

describe('mentions', () => {
  it('matches whole words case-insensitively, and CJK text as a substring', () => {
    expect(mentions('You live in Quito.', 'quito')).toBe(true);
    expect(mentions('Parisian cafés', 'Paris')).toBe(false);
    expect(mentions('You asked: "刚才我问了什么？"', '刚才我问了什么')).toBe(true);
    expect(mentions('a (weird) [text]', '(weird)')).toBe(true);
  });
});

describe('durationIn', () => {
  it('expresses a duration in the asked unit', () => {
    expect(durationIn('P1Y2M', 'month')).toBe(14);
    expect(durationIn('P2Y5M', 'year')).toBeCloseTo(2.42, 2);
    expect(durationIn('P2W', 'day')).toBe(14);
    expect(durationIn('P6M', 'year')).toBe(0.5);
    expect(durationIn('PXY', 'year')).toBeNull();
    expect(durationIn('P', 'year')).toBeNull();
    expect(durationIn('P1DT12H', 'day')).toBeNull();
  });
});

describe('scoreAnswer', () => {
  it('words: every entry (any alternative) must appear; without: none may', () => {
    expect(scoreAnswer(expectOf({ words: ['Quito'] }), answer()).correct).toBe(true);
    expect(scoreAnswer(expectOf({ words: [['two', '2']] }), answer({ answer: 'You went 2 times.' })).correct).toBe(true);
    expect(scoreAnswer(expectOf({ words: ['Lima'] }), answer())).toEqual({ correct: false, reasons: ['answer lacks "Lima"'] });
    expect(scoreAnswer(expectOf({ words: ['Quito'], without: ['live'] }), answer())).toEqual({ correct: false, reasons: ['answer names "live"'] });
  });

  it('time: the span must lie inside the expected one at an accepted granularity', () => {
    const want = expectOf({ time: { start: '2021-05-24', end: '2021-05-30', granularity: ['week', 'day'] } });
    expect(scoreAnswer(want, answer({ time: time('2021-05-24', '2021-05-30', 'week') })).correct).toBe(true);
    expect(scoreAnswer(want, answer({ time: time('2021-05-27', '2021-05-27', 'day') })).correct).toBe(true);
    expect(scoreAnswer(want, answer({ time: time('2021-05-01', '2021-05-31', 'month') })).reasons).toEqual([
      'granularity month, expected week|day',
      'span 2021-05-01..2021-05-31 not inside 2021-05-24..2021-05-30',
    ]);
    expect(scoreAnswer(want, answer()).reasons).toEqual(['no time']);
  });

  it('duration: compared in the asked unit, rounded, within the tolerance', () => {
    const months = expectOf({ duration: { value: 'P1Y2M', unit: 'month', tolerance: 0 } });
    expect(scoreAnswer(months, answer({ duration: 'P14M' })).correct).toBe(true);
    expect(scoreAnswer(months, answer({ duration: 'P1Y' })).reasons).toEqual(['duration P1Y is 12 months, expected 14']);
    const years = expectOf({ duration: { value: 'P2Y', unit: 'year', tolerance: 0 } });
    expect(scoreAnswer(years, answer({ duration: 'P2Y2M' })).correct).toBe(true);
    expect(scoreAnswer(years, answer({ duration: 'P3Y' })).correct).toBe(false);
    expect(scoreAnswer(expectOf({ duration: { value: 'P4Y', unit: 'year', tolerance: 1 } }), answer({ duration: 'P3Y' })).correct).toBe(true);
    expect(scoreAnswer(years, answer()).reasons).toEqual(['no duration']);
    expect(scoreAnswer(years, answer({ duration: 'PT5H' })).reasons).toEqual(['unreadable duration PT5H']);
  });

  it('abstention: required when expected, a failure otherwise', () => {
    expect(scoreAnswer({ abstain: true }, answer({ abstained: true })).correct).toBe(true);
    expect(scoreAnswer({ abstain: true }, answer()).reasons).toEqual(['expected an abstention']);
    expect(scoreAnswer(expectOf({ words: ['Quito'] }), answer({ abstained: true })).reasons).toEqual(['abstained']);
  });
});
