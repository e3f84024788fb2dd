import { describe, expect, it } from 'vitest';
import { tag } from './test-support';

const THURSDAY = '2023-05-11T13:56:00';

describe('adjacent expressions naming one time', () => {
  it('anchors a weekday to a date: "the Sunday before 25 May"', () => {
    expect(tag('We met the Sunday before 25 May.', THURSDAY)).toEqual([['the Sunday before 25 May', '2023-05-21']]);
    expect(tag('We met the Monday after 25 May.', THURSDAY)).toEqual([['the Monday after 25 May', '2023-05-29']]);
  });

  it('joins a clock time with its day', () => {
    expect(tag('The blast came at 10 p.m. Wednesday.', THURSDAY)).toEqual([['10 p.m. Wednesday', '2023-05-10T22:00']]);
  });

  it('dates a clock time by the day named in its clause', () => {
    expect(tag('The blast came at 10:35 a.m. (0735 GMT) Friday, police said.', THURSDAY)).toEqual([
      ['10:35 a.m.', '2023-05-05T10:35'],
      ['Friday', '2023-05-05'],
    ]);
    expect(tag('It was 9 p.m. Then on Friday we left.', THURSDAY)[0]).toEqual(['9 p.m.', '2023-05-11T21:00']);
  });

  it('joins a weekday with the date it names', () => {
    expect(tag('It opened Monday, Oct. 26, 1998.', THURSDAY)).toEqual([['Monday, Oct. 26, 1998', '1998-10-26']]);
  });

  it('joins a weekday with a day of the month', () => {
    expect(tag('I met her on Monday the 8th.', THURSDAY)).toEqual([['Monday the 8th', '2023-05-08']]);
  });

  it('reads "the week before Christmas" and "the week after 3 June" from the date named', () => {
    expect(tag('I sprained my ankle the week before Christmas.', '2022-01-09T17:30:00')).toEqual([['the week before Christmas', '2021-W50']]);
    expect(tag('We left the day before Christmas.', '2022-01-09T17:30:00')).toEqual([['the day before Christmas', '2021-12-24']]);
    expect(tag('The party is the week after 3 June.', THURSDAY)).toEqual([['the week after 3 June', '2023-W23']]);
    // an event, not a date, after "the day after" is left alone
    expect(tag('The day after the wedding we flew home.', THURSDAY)).toEqual([]);
  });

  it('counts a told length from a day: "two weeks from today", "three days before 25 May"', () => {
    expect(tag("It's two weeks from today, starting at six in the evening.", '2023-10-21T10:00:00')).toEqual([
      ['two weeks from today', '2023-11-04'],
      ['six in the evening', '2023-11-04T18:00'],
    ]);
    expect(tag('The final is a week from Saturday.', '2023-10-18T10:00:00')).toEqual([['a week from Saturday', '2023-10-28']]);
    expect(tag('We flew out three days before 25 May.', THURSDAY)).toEqual([['three days before 25 May', '2023-05-22']]);
    expect(tag('The results come a month after 3 June.', THURSDAY)).toEqual([['a month after 3 June', '2023-07-03']]);
    // a length something lasted is no day
    expect(tag('I stayed for two weeks after 3 June.', THURSDAY)).toEqual([['two weeks', 'P2W'], ['3 June', '2023-06-03']]);
    expect(tag('It took a few weeks after 3 June.', THURSDAY).map(([text]) => text)).toEqual(['a few weeks', '3 June']);
  });
  it('reads "three weeks today" and "a week on Saturday" (British) as that day, that long after', () => {
    const friday = '2024-02-16T10:00:00';
    expect(tag('My knee operation is three weeks today!', friday)).toEqual([['three weeks today', '2024-03-08']]);
    expect(tag('The party is a week on Saturday.', friday)).toEqual([['a week on Saturday', '2024-02-24']]);
    // a length that has run until today is no day
    expect(tag("It's been three weeks today since the op.", friday)).toEqual([['three weeks', 'P3W'], ['today', '2024-02-16']]);
  });

  it('reads "the week of March 6" as that week, and "the weekend of the 25th of June" as that week\'s weekend', () => {
    expect(tag('They met the week of March 6, 2023.', THURSDAY)).toEqual([['the week of March 6, 2023', '2023-W10']]);
    expect(tag('We are taking the kids to Sacramento the weekend of the 25th of June 2022.', THURSDAY)).toEqual([['the weekend of the 25th of June 2022', '2022-W25-WE']]);
    expect(tag('The party is the weekend of June 3, 2023.', THURSDAY)).toEqual([['the weekend of June 3, 2023', '2023-W22-WE']]);
    // "the weekend" alone is still the coming one
    expect(tag('See you the weekend of', THURSDAY)).toEqual([['the weekend', expect.stringMatching(/-WE$/)]]);
  });

  it('reads a bare day after a date naming its month, in the same sentence, as a later day of that month', () => {
    const may = '2021-05-24T18:40:00';
    expect(tag('The 4th of July, and the tour starts on the 9th.', may)).toEqual([['4th of July', '2021-07-04'], ['the 9th', '2021-07-09']]);
    // an earlier day, or one in the next sentence, is reckoned alone (the coming 9th)
    expect(tag('The 20th of July, and the tour starts on the 9th.', may)).toEqual([['20th of July', '2021-07-20'], ['the 9th', '2021-06-09']]);
    expect(tag('The 4th of July. The tour starts on the 9th.', may)).toEqual([['4th of July', '2021-07-04'], ['the 9th', '2021-06-09']]);
    // a long run of bare days after one named month, each read once
    const many = tag(`We fly out on May 3rd${' and again on the 17th'.repeat(3000)}.`, may);
    expect(many).toHaveLength(3001);
    expect(many.at(-1)?.[1]).toMatch(/-05-17$/);
  });

  it('joins a month with a relative year', () => {
    expect(tag('I moved in June last year.', THURSDAY)).toEqual([['June last year', '2022-06']]);
  });
});

describe('a weekday with a date told without its year', () => {
  it('takes the year in which the date falls on that weekday', () => {
    // said on Friday 8 July 2022 after "signed up" (a past cue): 18 September 2021 was a Saturday
    expect(tag("I've signed up for the half, it's on Sunday, September 18th.", '2022-07-08T10:00:00')).toEqual([['Sunday, September 18th', '2022-09-18']]);
    expect(tag("I've signed up for the half, it's on Sunday the 18th of September.", '2022-07-08T10:00:00')).toEqual([['Sunday the 18th of September', '2022-09-18']]);
    // a year told is kept, weekday or not
    expect(tag('It was on Sunday, September 18, 2021.', '2022-07-08T10:00:00')).toEqual([['Sunday, September 18, 2021', '2021-09-18']]);
  });
});
