import { describe, expect, it } from 'vitest';
import { isComparisonFrame } from './comparison-frame';
import { findTimeExpressions } from './index';

const REF = Date.UTC(2023, 8, 20, 10);
const frames = (text: string) => findTimeExpressions(text, REF).map((t) => [t.text, isComparisonFrame(text, t)]);

describe('isComparisonFrame', () => {
  it('reads the current span a ranking is made within as no time of the thing ranked', () => {
    expect(frames('The gallery owner said it was one of their busiest openings this year.')).toEqual([['this year', true]]);
    expect(frames('Sunday was the hottest day this summer.')).toEqual([['Sunday', false], ['this summer', true]]);
    expect(frames("It's my favourite book this year.")).toEqual([['this year', true]]);
    expect(frames('The cup is a week from tomorrow - our first tournament of the year.')).toEqual([['a week from tomorrow', false], ['the year', true]]);
    expect(frames('A few days ago I did my last wedding of the year, a Christmas one.')).toEqual([['A few days ago', false], ['the year', true], ['Christmas', false]]);
  });
  it('keeps the current span when nothing is ranked, and a past span even when something is', () => {
    expect(frames('I started running this year.')).toEqual([['this year', false]]);
    expect(frames('It was the best show last year.')).toEqual([['last year', false]]);
    expect(frames('That was the best. I moved this month.')).toEqual([['this month', false]]);
  });
  it('reads nothing into empty or odd text', () => {
    expect(isComparisonFrame('', { start: 0, text: '' })).toBe(false);
    expect(isComparisonFrame('this year', { start: 0, text: 'this year' })).toBe(false);
  });
});
