import { describe, expect, it } from 'vitest';
import { parseGoldTime, temporalMatch, type GoldTime } from './gold-time';
import { formatDate } from '../../../src-shared/answer/calendar';

function days(g: GoldTime | null): [string, string] | null {
  return g && g.kind === 'span' ? [formatDate(g.span.start), formatDate(g.span.end - 1)] : null;
}

describe('parseGoldTime', () => {
  it.each([
    ['7 May 2023', '2023-05-07', '2023-05-07'],
    ['May 25, 2023', '2023-05-25', '2023-05-25'],
    ['3July, 2023.', '2023-07-03', '2023-07-03'],
    ['The sunday before 25 May 2023', '2023-05-21', '2023-05-21'],
    ['The Friday before 15 July 2023', '2023-07-14', '2023-07-14'],
    ['Saturday after 10 June, 2023', '2023-06-17', '2023-06-17'],
    ['The week before 9 June 2023', '2023-05-29', '2023-06-04'],
    ['The week of 23 August 2023', '2023-08-21', '2023-08-27'],
    ['Two weeks before 9 June 2023', '2023-05-22', '2023-05-28'],
    ['The weekend before 17 July 2023', '2023-07-15', '2023-07-16'],
    ['two weekends before 17 July 2023', '2023-07-08', '2023-07-09'],
    ['the weekend before 16 July 2023', '2023-07-08', '2023-07-09'],
    ['2022', '2022-01-01', '2022-12-31'],
    ['in 2022', '2022-01-01', '2022-12-31'],
    ['Since 2016', '2016-01-01', '2016-12-31'],
    ['June 2023', '2023-06-01', '2023-06-30'],
    ['Around January 2023', '2023-01-01', '2023-01-31'],
    ['the week before 3Janury, 2023', '2022-12-26', '2023-01-01'],
    ['The summer of 2022', '2022-06-01', '2022-08-31'],
    ['between May 3 and 8, 2023', '2023-05-03', '2023-05-08'],
    ['On the night of October 30 to 31, 2022', '2022-10-30', '2022-10-31'],
    ['first weekend of August 2023', '2023-08-05', '2023-08-06'],
    // the week with most of its days in the month: 1 April 2022 is a Friday, 31 July 2023 a Monday
    ['first week of April 2022', '2022-04-04', '2022-04-10'],
    ['last week of July 2023', '2023-07-24', '2023-07-30'],
    ['first week of May 2023', '2023-05-01', '2023-05-07'],
  ])('%s', (text, start, end) => {
    expect(days(parseGoldTime(text))).toEqual([start, end]);
  });

  it('reads durations, with number words and "ago"', () => {
    expect(parseGoldTime('4 years')).toEqual({ kind: 'duration', amount: 4, unit: 'Y', ago: false });
    expect(parseGoldTime('nearly three months')).toEqual({ kind: 'duration', amount: 3, unit: 'M', ago: false });
    expect(parseGoldTime('10 years ago')).toEqual({ kind: 'duration', amount: 10, unit: 'Y', ago: true });
  });

  it('reads a date, a month or days of a month without a year', () => {
    expect(parseGoldTime('13 August')).toEqual({ kind: 'yearless', month: 8, from: 13, to: 13 });
    expect(parseGoldTime('August')).toEqual({ kind: 'yearless', month: 8, from: 1, to: 31 });
    expect(parseGoldTime('Sept')).toEqual({ kind: 'yearless', month: 9, from: 1, to: 31 });
    expect(parseGoldTime('The week of April 3rd to 9th')).toEqual({ kind: 'yearless', month: 4, from: 3, to: 9 });
    expect(parseGoldTime('Mayor')).toBeNull();
    expect(parseGoldTime('the week of April 9th to 3rd')).toBeNull();
  });

  it('returns null for non-times, impossible dates and hostile input', () => {
    for (const bad of ['Seattle', '', '   ', '31 February 2023', 'x'.repeat(100_000), '🙂 2023 🙂', null, undefined, {}, 'قبل أسبوع']) {
      expect(parseGoldTime(bad)).toBeNull();
    }
  });
});

describe('temporalMatch', () => {
  const sunday = parseGoldTime('The sunday before 25 May 2023')!;
  it('accepts a span inside the gold span unless equality is asked for', () => {
    const june = parseGoldTime('June 2023')!;
    const week = { time: { value: '2023-W24', start: '2023-06-12', end: '2023-06-18', granularity: 'week' as const }, duration: null };
    expect(temporalMatch(june, week)).toBe(true);
    expect(temporalMatch(june, week, 'equal')).toBe(false);
    expect(temporalMatch(june, { time: { value: '2023-W22', start: '2023-05-29', end: '2023-06-04', granularity: 'week' }, duration: null })).toBe(false);
  });
  it('accepts the exact day and rejects a neighbour or a coarser span', () => {
    expect(temporalMatch(sunday, { time: { value: '2023-05-21', start: '2023-05-21', end: '2023-05-21', granularity: 'day' }, duration: null })).toBe(true);
    expect(temporalMatch(sunday, { time: { value: '2023-05-20', start: '2023-05-20', end: '2023-05-20', granularity: 'day' }, duration: null })).toBe(false);
    expect(temporalMatch(sunday, { time: { value: '2023-05', start: '2023-05-01', end: '2023-05-31', granularity: 'month' }, duration: null })).toBe(false);
    expect(temporalMatch(sunday, { time: null, duration: null })).toBe(false);
  });
  it('accepts a day or span inside the yearless gold days, in any one year', () => {
    const week = parseGoldTime('The week of April 3rd to 9th')!;
    const t = (start: string, end: string) => ({ time: { value: start, start, end, granularity: 'day' as const }, duration: null });
    expect(temporalMatch(week, t('2023-04-03', '2023-04-09'))).toBe(true);
    expect(temporalMatch(week, t('2021-04-05', '2021-04-05'))).toBe(true);
    expect(temporalMatch(week, t('2023-04-02', '2023-04-08'))).toBe(false);
    expect(temporalMatch(parseGoldTime('August')!, t('2023-08-01', '2023-08-31'))).toBe(true);
    expect(temporalMatch(parseGoldTime('August')!, t('2023-07-31', '2023-08-06'))).toBe(false);
    expect(temporalMatch(parseGoldTime('13 August')!, t('2023-08-13', '2023-08-13'))).toBe(true);
  });

  it('compares durations in the gold unit', () => {
    const gold = parseGoldTime('4 years')!;
    expect(temporalMatch(gold, { time: null, duration: 'P4Y' })).toBe(true);
    expect(temporalMatch(gold, { time: null, duration: 'P48M' })).toBe(true);
    expect(temporalMatch(gold, { time: null, duration: 'P3Y' })).toBe(false);
    expect(temporalMatch(gold, { time: null, duration: 'garbage' })).toBe(false);
  });
  it('accepts a TIMEX value equal to the gold value', () => {
    const gold = parseGoldTime('summer 2022')!;
    expect(temporalMatch(gold, { time: { value: '2022-SU', start: '2022-06-21', end: '2022-09-22', granularity: 'season' }, duration: null })).toBe(true);
  });
});
