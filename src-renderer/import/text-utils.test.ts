import { describe, expect, it } from 'vitest';
import { cleanText, hashText, splitLongText } from './text-utils';

describe('text utils', () => {
  it('cleanText drops control characters and a BOM, keeps tabs, newlines, emoji and RTL', () => {
    expect(cleanText('\uFEFFa\r\nb\rc\u0000\u001b[31m\t😀 שלום\u009f')).toBe('a\nb\nc[31m\t😀 שלום');
  });

  it('hashText is stable and spreads', () => {
    expect(hashText('abc')).toBe(hashText('abc'));
    expect(hashText('abc')).not.toBe(hashText('abd'));
    expect(hashText('')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('splitLongText keeps short text whole and splits long text at boundaries without losing characters', () => {
    expect(splitLongText('short', 10)).toEqual(['short']);
    const words = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ');
    const parts = splitLongText(words, 40);
    expect(parts.every((p) => p.length <= 40)).toBe(true);
    expect(parts.join(' ')).toBe(words);
    const noSpaces = 'x'.repeat(95);
    expect(splitLongText(noSpaces, 40)).toEqual(['x'.repeat(40), 'x'.repeat(40), 'x'.repeat(15)]);
  });
});
