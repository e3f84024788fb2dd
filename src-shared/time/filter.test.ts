import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from './index';

const REF = Date.UTC(2022, 4, 6, 12);
const found = (text: string) => findTimeExpressions(text, REF).map((e) => `${e.text}=${e.value}`);

describe('false positives', () => {
  it("drops someone's first or last day somewhere, which is not a date", () => {
    expect(found('Last day at Acme today.')).toEqual(['today=2022-05-06']);
    expect(found('Today was my last day at Acme.')).toEqual(['Today=2022-05-06']);
    expect(found("Sam's first day with the team was Friday.")).toEqual(['Friday=2022-05-06']);
    expect(found('My last week at Acme was calm.')).toEqual([]);
    expect(found('First week at Stripe done.')).toEqual([]);
    expect(found('Handed in my resignation, last day is Friday.')).toEqual(['Friday=2022-05-06']);
  });

  it('drops a weekday naming a kind of recurring thing', () => {
    expect(found('After all those Tuesday night trainings at the station, it feels unreal.')).toEqual([]);
    expect(found('I miss our Friday drinks.')).toEqual([]);
    expect(found("There's a Saturday farmers market downtown.")).toEqual([]);
    expect(found('Sunday morning races, a boat park and a bar.')).toEqual([]);
    expect(found('Great club. Tuesday night socials are the best.')).toEqual([]);
  });

  it('drops "the year" of an award title', () => {
    expect(found('Last weekend the library gave me their volunteer of the year award!')).toEqual(['Last weekend=2022-W17-WE']);
    expect(found('He was named player of the month.')).toEqual([]);
    // a part of the year is a time
    expect(found('It was the hottest day of the year.')).toEqual(['the year=2022']);
  });

  it('keeps the same words when they are a date', () => {
    expect(found('My Saturday class was cancelled.')).toEqual(['Saturday=2022-04-30']);
    expect(found('Our Friday was lovely.')).toEqual(['Friday=2022-05-06']);
    expect(found('We met on a Friday in June.').map((f) => f.split('=')[0])).toEqual(['Friday', 'June']);
    expect(found('About 500 people attended a Sunday night memorial service.').map((f) => f.split('=')[0])).toEqual(['Sunday night']);
    expect(found('The Tuesday meetings start again on Monday.')).toContain('Monday=2022-05-09');
    expect(found('I saw her last week at the gym.')).toEqual(['last week=2022-W17']);
    expect(found('It rained on the last day of May.')).toContain('May=2022-05');
    expect(found('I left last week.')).toEqual(['last week=2022-W17']);
    expect(found('Friday marks the end of term.')).toEqual(['Friday=2022-05-06']);
    expect(found('Sunday was lovely.').map((f) => f.split('=')[0])).toEqual(['Sunday']);
  });
});
