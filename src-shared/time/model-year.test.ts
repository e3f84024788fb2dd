import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from './index';
import { isModelYear } from './model-year';

const REF = Date.parse('2022-10-04T12:00:00Z');
const modelYears = (text: string) => findTimeExpressions(text, REF).filter((t) => isModelYear(text, t)).map((t) => t.text);

describe('a year that is part of a name', () => {
  it('is the year between an article or possessive and a name', () => {
    expect(modelYears('Last Saturday I bought a 1968 Triumph Bonneville from a farmer.')).toEqual(['1968']);
    expect(modelYears("When did Fenwick acquire his 1968 Triumph Bonneville?")).toEqual(['1968']);
    expect(modelYears("We watched the 2022 World Cup final at Ana's.")).toEqual(['2022']);
  });

  it('is not a year the event happened in', () => {
    expect(modelYears('I opened the bakery in 2019.')).toEqual([]);
    expect(modelYears('In 2019 Triumph made a new model.')).toEqual([]);
    expect(modelYears('the 2019 season was our best')).toEqual([]);
    expect(modelYears('')).toEqual([]);
  });
});
