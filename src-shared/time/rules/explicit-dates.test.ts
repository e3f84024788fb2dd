import { describe, expect, it } from 'vitest';
import { formatWallDate } from '../../domain/wall-time';
import { only, tag } from '../test-support';

const REF = '1998-03-22T10:00:00';

describe('calendar dates written out', () => {
  it.each([
    ['It opened on March 5, 1998.', 'March 5, 1998', '1998-03-05'],
    ['It opened on 5 March 1998.', '5 March 1998', '1998-03-05'],
    ['It opened on Jan 5, 1998.', 'Jan 5, 1998', '1998-01-05'],
    ['It ended Sept. 30.', 'Sept. 30', '1997-09-30'],
    ['It ended in May 1998.', 'May 1998', '1998-05'],
    ['Talks end in May.', 'May', '1998-05'],
    ['The file is dated 1998-02-28.', '1998-02-28', '1998-02-28'],
    ['The form is dated 2/28/98.', '2/28/98', '1998-02-28'],
    ['It was built in 1953.', '1953', '1953'],
    ['The class of \'58 met.', "'58", '1958'],
    ['It began in nineteen ninety-six.', 'nineteen ninety-six', '1996'],
    ['by the year two thousand', 'the year two thousand', '2000'],
    ['in January nineteen ninety-seven', 'January nineteen ninety-seven', '1997-01'],
  ])('%s', (sentence, text, value) => {
    expect(tag(sentence, REF)).toEqual([[text, value]]);
  });

  it('reads a day of the month spelled as an ordinal ("the ninth of February", "March the third")', () => {
    expect(tag('The opening is set for Friday the ninth of February.', '2024-01-10T10:00:00')).toEqual([['Friday the ninth of February', '2024-02-09']]);
    expect(tag('It was on the twenty-first of March.', '2024-01-10T10:00:00')).toEqual([['twenty-first of March', '2023-03-21']]);
    expect(tag('We met on March the third, 2019.', '2024-01-10T10:00:00')).toEqual([['March the third, 2019', '2019-03-03']]);
    expect(tag('We will fly out on the thirty-first of March.', '2024-01-10T10:00:00')).toEqual([['thirty-first of March', '2024-03-31']]);
    // no day of the month: an ordinal of something else, or a day no month has
    expect(tag('First of all, the second of the two.', '2024-01-10T10:00:00')).toEqual([]);
    expect(tag('The thirtieth of February.', '2024-01-10T10:00:00').map(([, value]) => value)).not.toContain('2024-02-30');
  });

  it('takes a month-day said where no words tell a tense to the coming one only up to four months ahead', () => {
    expect(tag('I registered for the Lake Harmon Sprint Triathlon. August 19th. No backing out!', '2023-06-14T19:00:00')).toEqual([['August 19th', '2023-08-19']]);
    expect(tag('Best day ever. December 20th.', '2023-06-14T19:00:00')).toEqual([['December 20th', '2022-12-20']]);
    expect(tag('Best day ever. October 20th.', '2023-06-14T19:00:00')).toEqual([['October 20th', '2022-10-20']]);
    // so is a month said so ("baby in August", written in May)
    expect(tag('I needed to talk to Elena first, since, you know, baby in August.', '2023-05-26T21:00:00')).toEqual([['August', '2023-08']]);
    expect(tag('I went to Paris in August.', '2023-05-26T21:00:00')).toEqual([['August', '2022-08']]);
    // a past verb in its sentence still takes it back
    expect(tag('We met on the beach, August 19th.', '2023-06-14T19:00:00')).toEqual([['August 19th', '2022-08-19']]);
  });

  it('takes a month without a year into the past in past-tense text when it is far ahead', () => {
    expect(tag('I went to Paris in August.', '2023-05-11T09:00:00')).toEqual([['August', '2022-08']]);
    expect(tag('We met on August 3.', '2023-05-11T09:00:00')).toEqual([['August 3', '2022-08-03']]);
    expect(tag('I will go to Paris in August.', '2023-05-11T09:00:00')).toEqual([['August', '2023-08']]);
    // A past verb right before the date outweighs nearness: written 20 July, "met on August 3" is last year's.
    expect(tag('We met on August 3.', '2023-07-20T09:00:00')).toEqual([['August 3', '2022-08-03']]);
  });

  it('reads the tense past words that only end in -eed and past initials and titles', () => {
    expect(tag('She will succeed him Feb. 1.', '1989-10-26T09:00:00')).toEqual([['Feb. 1', '1990-02-01']]);
    expect(tag('Mr. Lee will replace Daniel P. Davison Feb. 1.', '1989-10-26T09:00:00')).toEqual([['Feb. 1', '1990-02-01']]);
  });

  it('does not read the modal "may" or the verb "march" as months', () => {
    expect(tag('We may march tomorrow.', REF)).toEqual([['tomorrow', '1998-03-23']]);
  });

  it('does not read amounts and measures as years', () => {
    expect(tag('It cost $1990 and weighed 2000 tons; 1,995 people came.', REF)).toEqual([]);
    expect(tag('I swam 1500 metres, wrote 2000 words and walked 1200 steps.', REF)).toEqual([]);
    expect(tag('That was in 1995, and 1500 metres is far.', REF)).toEqual([['1995', '1995']]);
    // a spelled amount: "two thousand" alone is a year only where a year is told
    expect(tag('We got the grant! Two thousand pounds from the council.', REF)).toEqual([]);
    expect(tag('We met in two thousand, I think.', REF)).toEqual([['two thousand', '2000']]);
  });

  it('reads "Monday the 18th" as an 18th that is a Monday', () => {
    const said = '2024-03-13T12:30:00'; // a Wednesday; 18 February was a Sunday, 18 March is a Monday
    expect(tag('Had to move the dentist to Monday the 18th because of a work thing.', said)).toEqual([['Monday the 18th', '2024-03-18']]);
    expect(tag('We met on Friday the 3rd.', said)).toEqual([['Friday the 3rd', '2023-11-03']]);
    expect(tag('On Sunday the 18th we went out.', said)).toEqual([['Sunday the 18th', '2024-02-18']]);
    // months without a 31st are skipped on the way back
    expect(tag('We met on Friday the 31st.', said)).toEqual([['Friday the 31st', '2023-03-31']]);
  });
  it('reads "for/until the 25th" as a day of the month when no noun follows', () => {
    const said = '2023-03-13T10:00:00';
    expect(tag('The movers are booked for the 25th. Until then we paint.', said)).toEqual([['the 25th', '2023-03-25']]);
    expect(tag('Can you wait until the 25th?', said)).toEqual([['the 25th', '2023-03-25']]);
    expect(tag('I went for the 3rd time. We listened to the 9th symphony.', said)).toEqual([]);
  });
  it('reads "the 30th" said alone, opening an answer or after "it\'s", as a day of the month', () => {
    const said = '2024-03-12T19:02:00';
    expect(tag("The 30th, you're coming.", said)).toEqual([['The 30th', '2024-03-30']]);
    expect(tag("Great news. It's the 30th!", said)).toEqual([['the 30th', '2024-03-30']]);
    expect(tag('The 30th anniversary is big. Great. The 5th floor is ours.', said)).toEqual([]);
  });
  it('rejects impossible dates instead of inventing one', () => {
    expect(tag('Meet me on Feb 30.', REF)).toEqual([]);
    expect(tag('It is dated 1998-02-30.', REF)).toEqual([]);
  });

  it('gives a year its whole calendar year as interval', () => {
    const e = only('It was built in 1953.', REF);
    expect(e.granularity).toBe('year');
    expect(new Date(e.interval!.start).toISOString()).toBe('1953-01-01T00:00:00.000Z');
    expect(new Date(e.interval!.end).toISOString()).toBe('1954-01-01T00:00:00.000Z');
  });

  it('qualifies a date with early/late/mid', () => {
    const e = only('It started in early 2011.', REF);
    expect([e.text, e.value, e.mod]).toEqual(['early 2011', '2011', 'START']);
    expect(formatWallDate(e.interval!.start)).toBe('2011-01-01');
    expect(formatWallDate(e.interval!.end)).toBe('2011-05-02');
    expect(only('by mid-November', REF).mod).toBe('MID');
    // "May" and "March" need a cue before them to be months; a hyphened "mid-" is one
    expect([only('We moved in mid-March.', REF).text, only('We moved in mid-March.', REF).mod]).toEqual(['mid-March', 'MID']);
    expect(only('It opened early-May.', REF).value).toBe('1998-05');
    // what a thing is set or planned for lies ahead; "May" with no cue stays a verb
    expect(only('The road trip is set for May.', REF).value).toBe('1998-05');
    expect(only("It's planned for May, before the wedding.", '1998-10-12T10:00:00').value).toBe('1999-05');
    expect(tag('You may go for a walk.', REF)).toEqual([]);
    expect(only('the end of 1990', REF).mod).toBe('END');
    // a whole word only: "weekend of May" has no "end of May"
    expect(tag('the long weekend of May 1998', REF).map(([, value]) => value)).toContain('1998-05');
    expect(only('the end of May 1998', REF).mod).toBe('END');
    expect(tag('the long weekend of May 1998', REF).some(([text]) => /end of/.test(text))).toBe(false);
    expect([only('the post-1959 era', REF).text, only('the post-1959 era', REF).mod]).toEqual(['post-1959', 'AFTER']);
  });
});
