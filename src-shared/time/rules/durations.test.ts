import { describe, expect, it } from 'vitest';
import { formatWallDate, parseWallTime } from '../../domain/wall-time';
import { findTimeExpressions } from '../index';
import { only, tag } from '../test-support';

const REF = '2023-05-11T13:56:00';

describe('lengths of time', () => {
  it.each([
    ['It lasted 18 months.', '18 months', 'P18M'],
    ['It lasted a decade.', 'a decade', 'P10Y'],
    ['It lasted twenty-four hours.', 'twenty-four hours', 'PT24H'],
    ['It lasted half an hour.', 'half an hour', 'PT30M'],
    ['It lasted 1.5 years.', '1.5 years', 'P1Y6M'],
    ['It lasted 2 1/2 years.', '2 1/2 years', 'P2Y6M'],
    ['It lasted 1.5 days.', '1.5 days', 'P1DT12H'],
    ['a five-year plan', 'five-year', 'P5Y'],
    ['It took several years.', 'several years', 'PXY'],
    ['It took years.', 'years', 'PXY'],
    ['It took a minute and a half.', 'a minute and a half', 'PT1M30S'],
    ['It took two years and a half.', 'two years and a half', 'P2Y6M'],
    ['I have been doing it for three and a half months.', 'three and a half months', 'P3M15D'],
    ['We dated for two and a half years.', 'two and a half years', 'P2Y6M'],
    ['It took the years.', 'years', 'PXY'],
    ['in recent months', 'recent months', 'PXM'],
    ['in coming weeks', 'coming weeks', 'PXW'],
    ['in the days ahead', 'the days ahead', 'PXD'],
    ['I will be back in a couple of days.', 'a couple of days', 'P2D'],
    ['in the first nine months', 'the first nine months', 'P9M'],
    ['It lasted nearly forty years.', 'nearly forty years', 'P40Y'],
    // how the length felt, between the count and the unit
    ['I got home after two incredible weeks.', 'two incredible weeks', 'P2W'],
    ['Five whole days in the hills.', 'Five whole days', 'P5D'],
  ])('%s', (sentence, text, value) => {
    expect(tag(sentence, REF)).toEqual([[text, value]]);
  });

  it('tells no length of "a long day"', () => {
    expect(tag('It was a long day.', REF)).toEqual([]);
  });

  it('keeps "the" with the head noun but not with an adjective', () => {
    expect(tag('during the nine months', REF)).toEqual([['the nine months', 'P9M']]);
    expect(tag('the two-week trip', REF)).toEqual([['two-week', 'P2W']]);
  });

  it('anchors "the past two years" to the reference', () => {
    const e = only('Prices rose over the past two years.', REF);
    expect([e.text, e.value, e.timex3Type]).toEqual(['the past two years', 'P2Y', 'DURATION']);
    expect(formatWallDate(e.interval!.start)).toBe('2021-05-11');
    expect(e.duration).toBe('P2Y');
  });

  it('reads "for three years now" as a length and "since 2016" as its start year', () => {
    expect(tag('I have lived here for three years now.', REF)).toEqual([['three years', 'P3Y'], ['now', 'PRESENT_REF']]);
    expect(tag('I have lived here since 2016.', REF)).toEqual([['2016', '2016']]);
  });

  it('ends "for three years now" at the reference and points "in a couple of days" at that day', () => {
    const [years] = findTimeExpressions('I have played for three years now', parseWallTime('2023-05-11T00:00:00'));
    expect([years!.text, formatWallDate(years!.interval!.start), formatWallDate(years!.interval!.end)]).toEqual(['three years', '2020-05-11', '2023-05-11']);
    const soon = tag('We leave in a couple of days.', REF);
    expect(soon).toEqual([['a couple of days', 'P2D']]);
    const e = only('We leave in a couple of days.', REF);
    expect([formatWallDate(e.interval!.start), e.granularity]).toEqual(['2023-05-13', 'day']);
    // "in a few weeks": a length of no set size, a few weeks ahead
    const few = only('The performance is in a few weeks.', '2023-05-13T10:00:00');
    expect([few.value, few.mod, formatWallDate(few.interval!.start), formatWallDate(few.interval!.end - 1), few.granularity]).toEqual(['PXW', 'APPROX', '2023-05-22', '2023-06-25', 'week']);
    expect(only('It took a few weeks.', REF).interval).toBeNull();
    // told in the past, "in two days" is how long it took
    expect(only('We flew out and saw eight places in two days.', REF).interval).toBeNull();
    expect(only("I'll see you in two days.", REF).interval).not.toBeNull();
    expect(only('Ordered a rain barrel, should arrive in two weeks.', REF).interval).not.toBeNull();
  });

  it('points a countdown at the day or week it reaches ("Eight days until Iceland!", "six weeks away", "to go")', () => {
    const reached = (sentence: string) => {
      const e = only(sentence, '2023-10-20T19:45:00');
      return e.interval ? [e.value, formatWallDate(e.interval.start), e.granularity] : [e.value, null];
    };
    expect(reached('EIGHT DAYS until Iceland!')).toEqual(['P8D', '2023-10-28', 'day']);
    expect(reached("We're six weeks away from the road trip.")).toEqual(['P6W', '2023-11-27', 'week']);
    expect(reached('Only three more days till my exam.')).toEqual(['P3D', '2023-10-23', 'day']);
    expect(reached('Twelve weeks to go!')).toEqual(['P12W', '2024-01-08', 'week']);
    // a stretch that lasted until something, not a countdown
    expect(reached('It took two weeks until I heard back.')).toEqual(['P2W', null]);
    expect(reached('We are fostering Pepper for a few weeks until a kennel opens up.')).toEqual(['PXW', null]);
  });

  it('reads "the year ended June 30" as a year-long period and "for the year" as the current year', () => {
    expect(tag('Net rose for the year ended Sept. 30.', '2023-11-02T09:00:00')).toEqual([['the year', 'P1Y'], ['Sept. 30', '2023-09-30']]);
    expect(tag('Sales were flat for the year.', REF)).toEqual([['the year', '2023']]);
  });

  it('does not read ages or fractions of prices as durations', () => {
    expect(tag('A 6-year-old boy and his 37 years old father.', REF)).toEqual([]);
  });
});
