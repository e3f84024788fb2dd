import { describe, expect, it } from 'vitest';
import { withinOneEdit } from './edit-distance';

describe('withinOneEdit', () => {
  it('accepts one inserted, deleted, replaced or swapped letter', () => {
    expect(withinOneEdit('andrew', 'andew')).toBe(true);
    expect(withinOneEdit('andew', 'andrew')).toBe(true);
    expect(withinOneEdit('festival', 'festivel')).toBe(true);
    expect(withinOneEdit('receive', 'recieve')).toBe(true);
    expect(withinOneEdit('same', 'same')).toBe(true);
    expect(withinOneEdit('', 'a')).toBe(true);
  });
  it('rejects two edits or more', () => {
    expect(withinOneEdit('tournament', 'torunamnet')).toBe(false);
    expect(withinOneEdit('france', 'england')).toBe(false);
    expect(withinOneEdit('abc', 'cba')).toBe(false);
    expect(withinOneEdit('', 'ab')).toBe(false);
    expect(withinOneEdit('x'.repeat(10_000), 'x'.repeat(9_999))).toBe(true);
  });
});
