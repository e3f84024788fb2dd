import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import { parseWallTime } from '../domain/wall-time';
import { daySpan, describeWhen, humanSpan, spanOf } from './calendar';

const at = (iso: string) => parseWallTime(iso);
const days = (first: string, last: string) => ({ ...daySpan(at(first)), end: daySpan(at(last)).end, value: first.slice(0, 10) });

describe('humanSpan', () => {
  it('names a run of days once per month and year', () => {
    expect(humanSpan(days('2023-11-16T00:00:00', '2023-11-20T00:00:00'))).toBe('16 to 20 November 2023');
    expect(humanSpan(days('2023-10-28T00:00:00', '2023-11-03T00:00:00'))).toBe('28 October to 3 November 2023');
    expect(humanSpan(days('2023-12-30T00:00:00', '2024-01-02T00:00:00'))).toBe('30 December 2023 to 2 January 2024');
    expect(humanSpan(daySpan(at('2023-11-16T10:00:00')))).toBe('16 November 2023');
  });

  it('names a run of months or years by its first and last', () => {
    const span = (first: string, endExclusive: string, granularity: 'month' | 'year') => ({ start: at(first), end: at(endExclusive), granularity, value: 'PAST_REF' });
    expect(humanSpan(span('2022-06-01T00:00:00', '2022-11-01T00:00:00', 'month'))).toBe('June to October 2022');
    expect(humanSpan(span('2021-11-01T00:00:00', '2022-02-01T00:00:00', 'month'))).toBe('November 2021 to January 2022');
    expect(humanSpan(span('2017-01-01T00:00:00', '2022-01-01T00:00:00', 'year'))).toBe('2017 to 2021');
    expect(humanSpan(span('2022-06-01T00:00:00', '2022-07-01T00:00:00', 'month'))).toBe('June 2022');
  });

  it('names a run of weeks ("a week or two ago") by its days, one week by its Monday', () => {
    const weeks = (first: string, endExclusive: string, value: string) => ({ start: at(first), end: at(endExclusive), granularity: 'week' as const, value });
    expect(humanSpan(weeks('2025-02-24T00:00:00', '2025-03-10T00:00:00', 'PAST_REF'))).toBe('24 February to 9 March 2025');
    expect(humanSpan(weeks('2025-02-24T00:00:00', '2025-03-03T00:00:00', '2025-W09'))).toBe('the week of 24 February 2025');
    expect(humanSpan(weeks('2025-03-01T00:00:00', '2025-03-03T00:00:00', '2025-W09-WE'))).toBe('the weekend of 1 March 2025');
  });
});

describe('describeWhen', () => {
  const said = at('2023-11-22T09:02:00');
  const first = (text: string) => findTimeExpressions(text, said, { tense: 'auto' })[0]!;

  it('tells a time with no date of its own ("the other day") by the day it was said, then the days it may be', () => {
    const t = first('I adopted another dog the other day.');
    expect(describeWhen(spanOf(t)!, t, said)).toBe('A few days before 22 November 2023 (16 to 20 November 2023; "the other day")');
  });

  it('values a length that places a time as the span it places ("in two weeks" is a week, not P2W)', () => {
    const t = findTimeExpressions('I fly out to Bergen in two weeks.', at('2023-02-22T10:00:00'), { tense: 'auto' })[0]!;
    expect(spanOf(t)).toMatchObject({ granularity: 'week', value: '2023-W10' });
  });

  it('tells a dated relative time with the day it was said', () => {
    const t = first('I adopted another dog two days ago.');
    expect(describeWhen(spanOf(t)!, t, said)).toBe('20 November 2023 ("two days ago", said on 22 November 2023)');
  });
});
