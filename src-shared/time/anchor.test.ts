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

  it('resolves "that year" and "earlier that day" to the date named before, and drops them without one', () => {
    expect(tag('He fled in June 1998 and returned later that year.', REF)).toEqual([
      ['June 1998', '1998-06'],
      ['later that year', '1998'],
    ]);
    expect(tag('He was shot on Oct. 23, 1997. Earlier that day, he wrote.', REF)).toEqual([
      ['Oct. 23, 1997', '1997-10-23'],
      ['Earlier that day', '1997-10-23'],
    ]);
    expect(tag('Redemptions were strong that day.', REF)).toEqual([]);
    expect(tag('In 1995 the firm grew; that month was slow.', REF)).toEqual([['1995', '1995']]);
  });

  it('keeps "next year" relative to the reference', () => {
    expect(tag('In 1995 it began, and next year it ends.', REF)).toEqual([['1995', '1995'], ['next year', '1999']]);
  });
});
