import { describe, expect, it } from 'vitest';
import { tag } from './test-support';

const REF = '1998-04-18T09:00:00';

describe('narrative expressions anchored to the last date named', () => {
  it('counts "the following year" from the last explicit date', () => {
    expect(tag('On May 22, 1995, he was promoted, and the following year he moved.', REF)).toEqual([
      ['May 22, 1995', '1995-05-22'],
      ['the following year', '1996'],
    ]);
  });

  it('counts "the previous month" from an explicit month', () => {
    expect(tag('In March 1989 the family sold. The previous month, prices fell.', REF)).toEqual([
      ['March 1989', '1989-03'],
      ['The previous month', '1989-02'],
    ]);
  });

  it('falls back to the reference without an earlier date, or when the date is far back', () => {
    expect(tag('The following year will be hard.', REF)).toEqual([['The following year', '1999']]);
    const far = `In 1995 it began. ${'Nothing happened here at all. '.repeat(25)}The following year was calm.`;
    expect(tag(far, REF)).toEqual([['1995', '1995'], ['The following year', '1999']]);
  });

  it('keeps "next year" relative to the reference', () => {
    expect(tag('In 1995 it began, and next year it ends.', REF)).toEqual([['1995', '1995'], ['next year', '1999']]);
  });
});
