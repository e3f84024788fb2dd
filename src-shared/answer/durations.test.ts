import { describe, expect, it } from 'vitest';
import { durationBetween, humanDuration } from './durations';

describe('durations', () => {
  it('formats ISO durations for people', () => {
    expect(humanDuration('P4Y')).toBe('4 years');
    expect(humanDuration('P1Y6M')).toBe('1 year and 6 months');
    expect(humanDuration('P1D')).toBe('1 day');
    for (const bad of ['PXY', 'P', '', '4 years', 'P-1Y']) expect(humanDuration(bad)).toBeNull();
  });
  it('measures in the coarsest unit that fits', () => {
    expect(durationBetween(Date.UTC(2019, 2, 1), Date.UTC(2023, 2, 15))).toBe('P4Y');
    expect(durationBetween(Date.UTC(2023, 0, 31), Date.UTC(2023, 3, 30))).toBe('P2M');
    expect(durationBetween(Date.UTC(2023, 0, 1), Date.UTC(2023, 0, 22))).toBe('P3W');
    expect(durationBetween(Date.UTC(2023, 0, 1), Date.UTC(2023, 0, 4))).toBe('P3D');
    expect(durationBetween(Date.UTC(2023, 0, 4), Date.UTC(2023, 0, 1))).toBe('P0D');
  });
});
