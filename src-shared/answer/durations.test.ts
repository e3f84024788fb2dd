import { describe, expect, it } from 'vitest';
import { durationBetween, humanDuration, lengthBefore, parseIsoLength, tenureLength, toldLength, unitDays } from './durations';
import type { TimeExpressionType } from '../domain/time';

describe('durations', () => {
  it('formats ISO durations for people', () => {
    expect(humanDuration('P4Y')).toBe('4 years');
    expect(humanDuration('P1Y6M')).toBe('1 year and 6 months');
    expect(humanDuration('P1D')).toBe('1 day');
    // clock lengths too ("delayed by six hours")
    expect(humanDuration('PT6H')).toBe('6 hours');
    expect(humanDuration('PT1H30M')).toBe('1 hour and 30 minutes');
    expect(humanDuration('PT5S')).toBeNull();
    for (const bad of ['PXY', 'P', '', '4 years', 'P-1Y']) expect(humanDuration(bad)).toBeNull();
  });
  it('counts a calendar length back from a moment, a month from the 31st landing on the last day of the month before', () => {
    const day = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().slice(0, 10));
    expect(day(lengthBefore('P1M', Date.UTC(2023, 2, 31)))).toBe('2023-02-28');
    expect(day(lengthBefore('P1Y', Date.UTC(2024, 1, 29)))).toBe('2023-02-28');
    expect(day(lengthBefore('P14M', Date.UTC(2024, 0, 15)))).toBe('2022-11-15');
    expect(day(lengthBefore('P2W3D', Date.UTC(2023, 2, 1)))).toBe('2023-02-12');
    expect(day(lengthBefore('P1.5M', Date.UTC(2023, 5, 30)))).toBe('2023-05-15');
    expect(day(lengthBefore('PT2H', Date.UTC(2023, 2, 1)))).toBeNull();
  });
  it('reads the calendar part of an ISO length, noting a time part', () => {
    expect(parseIsoLength('P1Y6M')).toEqual({ units: { Y: 1, M: 6, W: 0, D: 0 }, clock: false });
    expect(parseIsoLength('P1.5W2D')).toEqual({ units: { Y: 0, M: 0, W: 1.5, D: 2 }, clock: false });
    expect(parseIsoLength('P1DT12H')).toEqual({ units: { Y: 0, M: 0, W: 0, D: 1 }, clock: true });
    expect(humanDuration('P1DT12H')).toBe('1 day and 12 hours');
    for (const bad of ['PXY', 'P', '', '4 years', 'P6M1Y']) expect(parseIsoLength(bad)).toBeNull();
  });
  it('measures in the coarsest unit that fits', () => {
    expect(durationBetween(Date.UTC(2019, 2, 1), Date.UTC(2023, 2, 15))).toBe('P4Y');
    expect(durationBetween(Date.UTC(2023, 0, 31), Date.UTC(2023, 3, 30))).toBe('P2M');
    expect(durationBetween(Date.UTC(2023, 0, 1), Date.UTC(2023, 0, 22))).toBe('P3W');
    expect(durationBetween(Date.UTC(2023, 0, 1), Date.UTC(2023, 0, 4))).toBe('P3D');
    expect(durationBetween(Date.UTC(2023, 0, 4), Date.UTC(2023, 0, 1))).toBe('P0D');
  });
});

describe('tenureLength', () => {
  it('keeps the months of a multi-year tenure, rounding a month-precise end', () => {
    expect(tenureLength(Date.UTC(2019, 3, 3), Date.UTC(2022, 9, 1))).toBe('P3Y6M');
    expect(tenureLength(Date.UTC(2019, 3, 1), Date.UTC(2023, 3, 1))).toBe('P4Y');
    expect(tenureLength(Date.UTC(2023, 0, 1), Date.UTC(2023, 4, 1))).toBe('P4M');
    expect(tenureLength(Date.UTC(2023, 0, 1), Date.UTC(2023, 0, 22))).toBe('P3W');
    expect(humanDuration(tenureLength(Date.UTC(2019, 3, 3), Date.UTC(2022, 9, 1)))).toBe('3 years and 6 months');
  });
  it('knows the days in the smallest unit of a length', () => {
    expect([unitDays('P10Y'), unitDays('P1Y6M'), unitDays('P2W'), unitDays('P3D'), unitDays('PXY'), unitDays('')]).toEqual([365.25, 30.44, 7, 1, 365.25, 1]);
  });
});

describe('toldLength', () => {
  const t = (text: string, value: string, type: TimeExpressionType = 'duration') => ({ text, value, type, duration: value.startsWith('P') ? value : null });
  it('gives an exact length in words', () => {
    expect(toldLength(t('3 years', 'P3Y'))).toEqual({ iso: 'P3Y', words: '3 years', approximate: false });
  });
  it('reads "few" as about three of the unit, also when tagged like a span ("the past few months")', () => {
    expect(toldLength(t('a few months', 'PXM'))).toEqual({ iso: 'P3M', words: 'a few months', approximate: true });
    expect(toldLength(t('the past few days', 'PXD', 'relative'))).toEqual({ iso: 'P3D', words: 'a few days', approximate: true });
  });
  it('is null for lengths without a number, points in time, and empty or malformed values', () => {
    expect(toldLength(t('several weeks', 'PXW'))).toBeNull();
    expect(toldLength(t('ages', 'PXY'))).toBeNull();
    expect(toldLength(t('May 2023', '2023-05', 'absolute'))).toBeNull();
    expect(toldLength(t('', 'P'))).toBeNull();
    expect(toldLength(t('few', 'PXQ'))).toBeNull();
  });
});
