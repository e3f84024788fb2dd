import { describe, expect, it } from 'vitest';
import { parseWallTime } from '../domain/wall-time';
import { findTimeExpressions } from './index';
import { tag } from './test-support';

const REF = parseWallTime('2023-05-11T13:56:00');

describe('findTimeExpressions on hostile input', () => {
  it('returns [] for empty and whitespace-only text', () => {
    expect(findTimeExpressions('', REF)).toEqual([]);
    expect(findTimeExpressions(' \n\t ', REF)).toEqual([]);
  });

  it('returns [] for a reference that is not a time', () => {
    expect(findTimeExpressions('yesterday', Number.NaN)).toEqual([]);
    expect(findTimeExpressions('yesterday', Number.POSITIVE_INFINITY)).toEqual([]);
    expect(findTimeExpressions('yesterday', 8.64e15 + 1)).toEqual([]);
  });

  it('treats years out of calendar range as no date', () => {
    expect(tag('in 99999 and in -500', '2023-05-11T13:56:00')).toEqual([]);
    expect(tag('On March 5, 99999 it ended.', '2023-05-11T13:56:00')).toEqual([['March 5', '2023-03-05']]);
  });

  it('resolves relative to a reference in the far past or with a negative year without throwing', () => {
    const yearOne = new Date(0).setUTCFullYear(1, 0, 1);
    expect(findTimeExpressions('yesterday', yearOne).map((e) => e.value)).toEqual(['0000-12-31']);
    expect(findTimeExpressions('last year', new Date(0).setUTCFullYear(-50, 5, 1)).map((e) => e.value)).toEqual(['-0051']);
  });

  it('handles emoji, right-to-left text and control characters around expressions', () => {
    expect(tag('🎉 yesterday 🎂 שלום עליכם مرحبا tomorrow\u0000\u202e', '2023-05-11T13:56:00')).toEqual([
      ['yesterday', '2023-05-10'],
      ['tomorrow', '2023-05-12'],
    ]);
    expect(tag('🎉'.repeat(1000), '2023-05-11T13:56:00')).toEqual([]);
  });

  it('tags a 1 MB text, keeping offsets exact and results sorted and non-overlapping', () => {
    const chunk = 'On March 5, 1998 we met; two weeks later, in the third quarter, sales rose 5% from a year earlier. ';
    const text = chunk.repeat(Math.ceil((1 << 20) / chunk.length));
    const found = findTimeExpressions(text, REF);
    expect(found.length).toBeGreaterThan(40_000);
    const broken = found.filter((e, i) => text.slice(e.start, e.end) !== e.text || (i > 0 && e.start < found[i - 1]!.end));
    expect(broken).toEqual([]);
  });

  it('survives pathological repetition without catastrophic backtracking', () => {
    const text = `${'a '.repeat(50_000)}${'1'.repeat(50_000)} ${'the past '.repeat(20_000)}${'- '.repeat(50_000)}`;
    expect(() => findTimeExpressions(text, REF)).not.toThrow();
  });

  it('tags a table of numeric dates without running chrono-node on every cell', () => {
    const text = '1.2.2003 5/6/07 '.repeat(20_000);
    const found = findTimeExpressions(text, REF);
    expect(found.length).toBeGreaterThan(20_000);
    expect(found.every((e) => text.slice(e.start, e.end) === e.text)).toBe(true);
  });

  it('accepts text that is not a string at run time by returning []', () => {
    expect(findTimeExpressions(undefined as unknown as string, REF)).toEqual([]);
  });
});
