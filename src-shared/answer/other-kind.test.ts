import { describe, expect, it } from 'vitest';
import { namesOnlyOtherKind } from './other-kind';

const FULL = 'When did Ann complete her first full marathon?';

describe('namesOnlyOtherKind', () => {
  it.each([
    // another kind of the thing asked: a half marathon is not the full one, outdoor climbing not the indoor
    [FULL, 'I ran my very first half marathon out at the reservoir.', true],
    [FULL, 'I ran my very first half-marathon last Sunday!', true],
    ['When did Ann first go indoor climbing?', 'I went outdoor climbing for the first time.', true],
    // the asked kind named too, the same kind in other words, or no kind
    [FULL, 'After the half marathon in spring, the full marathon is next.', false],
    [FULL, 'I ran the whole marathon last Sunday!', false],
    [FULL, 'The marathon was brutal.', false],
    [FULL, 'No running talk here.', false],
    // a question naming no kind asks about any
    ['When did Ann run a marathon?', 'I ran a half marathon.', false],
    // empty and huge input
    [FULL, '', false],
    ['', 'text', false],
  ])('%s / %s -> %s', (question, text, expected) => {
    expect(namesOnlyOtherKind({ question })(text)).toBe(expected);
  });
  it('reads a huge text', () => {
    expect(namesOnlyOtherKind({ question: FULL })('half marathon '.repeat(50_000))).toBe(true);
  });
});
