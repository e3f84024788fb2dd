import { describe, expect, it } from 'vitest';
import { namesOnlyOtherKind } from './other-kind';

const asked = (question: string) => ({ question });

describe('namesOnlyOtherKind', () => {
  it('knows a half marathon is not the full one asked about, nor the outdoor climbing the indoor', () => {
    const full = asked('When did Ann complete her first full marathon?');
    expect(namesOnlyOtherKind('I ran my very first half marathon out at the reservoir.', full)).toBe(true);
    expect(namesOnlyOtherKind('I ran my very first half-marathon last Sunday!', full)).toBe(true);
    expect(namesOnlyOtherKind('I went outdoor climbing for the first time.', asked('When did Ann first go indoor climbing?'))).toBe(true);
  });
  it('keeps a text that names the asked kind, the same kind in other words, or no kind', () => {
    const full = asked('When did Ann complete her first full marathon?');
    expect(namesOnlyOtherKind('After the half marathon in spring, the full marathon is next.', full)).toBe(false);
    expect(namesOnlyOtherKind('I ran the whole marathon last Sunday!', full)).toBe(false);
    expect(namesOnlyOtherKind('The marathon was brutal.', full)).toBe(false);
    expect(namesOnlyOtherKind('No running talk here.', full)).toBe(false);
    // a question naming no kind asks about any
    expect(namesOnlyOtherKind('I ran a half marathon.', asked('When did Ann run a marathon?'))).toBe(false);
  });
  it('copes with empty and huge texts', () => {
    const full = asked('When did Ann run her first full marathon?');
    expect(namesOnlyOtherKind('', full)).toBe(false);
    expect(namesOnlyOtherKind('half marathon '.repeat(50_000), full)).toBe(true);
    expect(namesOnlyOtherKind('text', asked(''))).toBe(false);
  });
});
