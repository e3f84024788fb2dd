import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from './index';
import { parseWallTime } from '../domain/wall-time';
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

  it('counts "the next day" and "the following week" from the date last named, even one said relative to the reference', () => {
    const written = '2023-11-22T09:00:00'; // a Wednesday
    expect(tag('We landed in Lima on 3 May. The next day we took the bus.', written)).toEqual([
      ['3 May', '2023-05-03'],
      ['The next day', '2023-05-04'],
    ]);
    expect(tag('On Saturday we drove to the coast. The next day we hiked.', written)).toEqual([
      ['Saturday', '2023-11-18'],
      ['The next day', '2023-11-19'],
    ]);
    expect(tag('I met her last Friday. The following week we went out again.', written)).toEqual([
      ['last Friday', '2023-11-17'],
      ['The following week', '2023-W47'],
    ]);
    // with nothing named before, "the next day" is the day after the entry was written
    expect(tag('The next day will be busy.', written)).toEqual([['The next day', '2023-11-23']]);
  });

  it('resolves a bare "the day after" to the day after the date named, and drops it when none was', () => {
    const written = '2023-11-22T09:00:00';
    expect(tag('The wedding was on 12 June 2021. We flew home the day after.', written)).toEqual([
      ['12 June 2021', '2021-06-12'],
      ['the day after', '2021-06-13'],
    ]);
    expect(tag('We flew home the day after.', written)).toEqual([]);
    // a purpose or a joined clause may follow it
    expect(tag("Dad's surgery went well yesterday. Drove up to Carlisle the day before to be with him.", '2024-02-11T09:00:00')).toEqual([
      ['yesterday', '2024-02-10'],
      ['the day before', '2024-02-09'],
    ]);
    // "the day after the wedding" counts from an event, not from the date before it
    expect(tag('On 3 May we left. The day after the wedding we flew.', written)).toEqual([['3 May', '2023-05-03']]);
  });

  it('gives "two days later" the day it reaches from the date last named, keeping the length as TimeML tags it', () => {
    const written = '2023-11-22T09:00:00';
    const [landed, later] = findTimeExpressions('We landed in Lima on 3 May. Two days later we took the bus to Cusco.', parseWallTime(written));
    expect(landed!.value).toBe('2023-05-03');
    expect([later!.text, later!.value, later!.granularity]).toEqual(['Two days', 'P2D', 'day']);
    expect(later!.interval).toEqual({ start: parseWallTime('2023-05-05T00:00:00'), end: parseWallTime('2023-05-06T00:00:00') });
    const [, years] = findTimeExpressions('I started at Acme in March 2019. Two years later I quit.', parseWallTime(written));
    expect([years!.value, years!.granularity, years!.interval?.start]).toEqual(['P2Y', 'year', parseWallTime('2021-01-01T00:00:00')]);
    // counted from an event, or with no date before it, it stays a bare length
    for (const text of ['We flew to Bali two days after the wedding.', 'Two days later we left.']) {
      const [length] = findTimeExpressions(text, parseWallTime(written));
      expect([length!.value, length!.interval]).toEqual(['P2D', null]);
    }
  });

  it('counts "three days earlier" back from the date last named, else from the reference', () => {
    const written = '2023-11-22T09:00:00';
    expect(tag('On 9 May we reached Cusco. Three days earlier we had left Lima.', written)).toEqual([
      ['9 May', '2023-05-09'],
      ['Three days earlier', '2023-05-06'],
    ]);
    expect(tag('Three days earlier we had left Lima.', written)).toEqual([['Three days earlier', '2023-11-19']]);
  });
});
