import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from './index';
import { isOccasion } from './occasion';

const REF = Date.UTC(2023, 11, 19, 10);
const occasions = (text: string) => findTimeExpressions(text, REF).map((t) => [t.text, isOccasion(text, t)]);

describe('isOccasion', () => {
  it('reads a named day after "for" as what something is for', () => {
    expect(occasions("I'm flying to Accra for Christmas on the 22nd.")).toEqual([['Christmas', true], ['the 22nd', false]]);
    expect(occasions('Home for Thanksgiving!')).toEqual([['Thanksgiving', true]]);
  });
  it('keeps a named day told as when, and a plain time after "for"', () => {
    expect(occasions('We met on Christmas.')).toEqual([['Christmas', false]]);
    expect(occasions('I booked a table for tomorrow.')).toEqual([['tomorrow', false]]);
    expect(occasions('What have I got planned for March 14?')).toEqual([['March 14', false]]);
    expect(occasions('Booked for Friday.')).toEqual([['Friday', false]]);
  });
  it('reads a month or season naming the thing something is for as its occasion', () => {
    expect(occasions("Next weekend I'm driving out to a dahlia farm to pick stems for a September wedding.")).toEqual([['Next weekend', false], ['September', true]]);
    expect(occasions('I bought sandals on Monday for the June trip.')).toEqual([['Monday', false], ['June', true]]);
    // a month told as when stays a time
    expect(occasions('The wedding is booked for September.')).toEqual([['September', false]]);
    expect(occasions('We moved the party to a September date.')).toEqual([['September', false]]);
  });
});
