import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from '../time/index';
import { statesLength } from './states-length';

const said = Date.UTC(2023, 5, 9, 10);
const states = (text: string) => statesLength(text, said, findTimeExpressions);

describe('statesLength', () => {
  it('finds lengths and times that imply one', () => {
    expect(states("I've had them for 3 years now!")).toBe(true);
    expect(states('Seven years now, and still painting.')).toBe(true);
    expect(states('I moved here two years ago.')).toBe(true);
    expect(states("I've painted since 2016.")).toBe(true);
  });
  it('does not count a plain date, or nothing, or hostile text', () => {
    expect(states('I painted it last Friday.')).toBe(false);
    expect(states('')).toBe(false);
    expect(states('<script>alert(1)</script> 🎨 مرحبا'.repeat(200))).toBe(false);
  });
});
