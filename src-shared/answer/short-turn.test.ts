import { describe, expect, it } from 'vitest';
import { isShortTurn } from './short-turn';

describe('isShortTurn', () => {
  it('counts words with their apostrophes and hyphens, not punctuation', () => {
    expect(isShortTurn("Alright, see you tomorrow! Can't wait - it'll be fun.")).toBe(true);
    expect(isShortTurn('I have been working on this for the past few months and I am really proud of it')).toBe(false);
    expect(isShortTurn('one two three four five six seven eight nine ten eleven twelve')).toBe(true);
    expect(isShortTurn('one two three four five six seven eight nine ten eleven twelve thirteen')).toBe(false);
  });
  it('counts each CJK character, which are written without spaces', () => {
    expect(isShortTurn('明天见！')).toBe(true);
    expect(isShortTurn('我上个月搬到了伦敦，在一家银行找到了新工作，一切都很好。')).toBe(false);
  });
  it('takes empty, punctuation-only and huge input', () => {
    expect(isShortTurn('')).toBe(true);
    expect(isShortTurn('?!... — 🙂')).toBe(true);
    expect(isShortTurn('word '.repeat(1_000_000))).toBe(false);
  });
});
