import { describe, expect, it } from 'vitest';
import { findTimeExpressions } from './index';
import { narrowed } from './narrowed';

const FEB = Date.UTC(2023, 1, 8, 10); // Wednesday 8 February 2023
const pick = (text: string, first: string) => {
  const times = findTimeExpressions(text, FEB);
  return narrowed(text, times.find((t) => t.text === first)!, times).text;
};

describe('narrowed', () => {
  it('takes the date right after a season or month that narrows it', () => {
    expect(pick('My brother is getting married this summer, the date is June 17th.', 'this summer')).toBe('June 17th');
    expect(pick("We're moving in the spring, on April 2nd.", 'the spring')).toBe('April 2nd');
    // or in a next sentence guessing at it
    expect(pick('We postponed it to next spring. Probably April, when the weather is nicer.', 'next spring')).toBe('April');
    expect(pick('We postponed it to next spring. April is when my sister visits.', 'next spring')).toBe('next spring');
  });
  it('keeps a time that another event\'s date merely falls inside, or one that is not narrower', () => {
    expect(pick('I moved to Paris in 2019 and started at the bakery on 3 March 2019.', '2019')).toBe('2019');
    expect(pick('The fair is in June, on July 3rd we fly.', 'June')).toBe('June');
    expect(pick('It was on Friday, on Friday!', 'Friday')).toBe('Friday');
  });
});
