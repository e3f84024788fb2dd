import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from './index';
import { isPartOfName } from './part-of-name';

const REF = Date.parse('2022-10-04T12:00:00Z');
const partsOfNames = (text: string) => findTimeExpressions(text, REF).filter((t) => isPartOfName(text, t)).map((t) => t.text);

describe('a time that is part of a name', () => {
  it('is a model year between an article or possessive and a name', () => {
    expect(partsOfNames('Last Saturday I bought a 1968 Triumph Bonneville from a farmer.')).toEqual(['1968']);
    expect(partsOfNames('When did Fenwick acquire his 1968 Triumph Bonneville?')).toEqual(['1968']);
    expect(partsOfNames("We watched the 2022 World Cup final at Ana's.")).toEqual(['2022']);
  });

  it('is a day something is before or after, said before a noun', () => {
    expect(partsOfNames('We held our pre-Thanksgiving food drive at the food bank.')).toEqual(['pre-Thanksgiving']);
    expect(partsOfNames('The post-Easter lull was long.')).toEqual(['post-Easter']);
  });

  it('is a weekday naming a weekly meal or offer', () => {
    expect(partsOfNames("I'm planning to launch Sunday brunch there next month.")).toEqual(['Sunday']);
    expect(partsOfNames("We'll add Saturday breakfasts in May.")).toEqual(['Saturday']);
    expect(partsOfNames('We had brunch on Sunday.')).toEqual([]);
    expect(partsOfNames('Sunday was lovely, lunch by the sea.')).toEqual([]);
  });

  it('is not a time the event happened in', () => {
    expect(partsOfNames('I opened the bakery in 2019.')).toEqual([]);
    expect(partsOfNames('In 2019 Triumph made a new model.')).toEqual([]);
    expect(partsOfNames('the 2019 season was our best')).toEqual([]);
    expect(partsOfNames('We moved in mid-December.')).toEqual([]);
    expect(partsOfNames('')).toEqual([]);
  });
});
