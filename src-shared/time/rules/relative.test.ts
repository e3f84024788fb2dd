import { describe, expect, it } from 'vitest';
import { formatWallDate, parseWallTime } from '../../domain/wall-time';
import { findTimeExpressions } from '../index';
import { only, tag } from '../test-support';

// 2023-05-11 is a Thursday; chat messages are written in the past tense about what happened.
const THURSDAY = '2023-05-11T13:56:00';

describe('relative expressions in chat, resolved against the message time', () => {
  it.each([
    ['I went to a support group yesterday.', 'yesterday', '2023-05-10'],
    ['We hiked last Sunday.', 'last Sunday', '2023-05-07'],
    ['Last week was busy.', 'Last week', '2023-W18'],
    ['We met two weekends ago.', 'two weekends ago', '2023-W17-WE'],
    ['I move next month.', 'next month', '2023-06'],
    ['Last year was hard.', 'Last year', '2022'],
    ['I am relaxing this weekend.', 'this weekend', '2023-W19-WE'],
    ['The week before last was odd.', 'The week before last', '2023-W17'],
    ['We met the Tuesday before last.', 'the Tuesday before last', '2023-05-02'],
    ['We meet the Friday after next.', 'the Friday after next', '2023-05-19'],
    ['I got back two Saturdays ago.', 'two Saturdays ago', '2023-04-29'],
    ['We met three Thursdays ago.', 'three Thursdays ago', '2023-04-20'],
    ['I saw her today.', 'today', '2023-05-11'],
    ['I will call tomorrow.', 'tomorrow', '2023-05-12'],
    ['It happened three days ago.', 'three days ago', '2023-05-08'],
    ['I went there a couple weeks ago.', 'a couple weeks ago', '2023-04-27'],
    ['I did it a couple days back.', 'a couple days back', '2023-05-09'],
    ['Sales were higher a year earlier.', 'a year earlier', '2022'],
    ['Last night I read.', 'Last night', '2023-05-10TNI'],
    ['This past weekend was fun.', 'This past weekend', '2023-W18-WE'],
    ['This weekend I went hiking.', 'This weekend', '2023-W18-WE'],
    ['I had a super fun weekend with the kids.', 'a super fun weekend', '2023-W18-WE'],
    ['How was your weekend?', 'your weekend', '2023-W18-WE'],
    ['We went there on the 5th.', 'the 5th', '2023-05-05'],
    ['Last Fri I took my kids to a workshop.', 'Last Fri', '2023-05-05'],
    ['I joined a group last Tues.', 'last Tues', '2023-05-09'],
    ['I quit a month ago.', 'a month ago', '2023-04'],
    ['She arrived a week ago today.', 'a week ago today', '2023-05-04'],
    ['We got married three years ago today.', 'three years ago today', '2020-05-11'],
    ['The day before yesterday was fun.', 'The day before yesterday', '2023-05-09'],
    ['Since Tuesday, prices have climbed.', 'Tuesday', '2023-05-09'],
    ['Sales will rise next fiscal year.', 'next fiscal year', '2024'],
    ['Profit in the current fiscal year fell.', 'the current fiscal year', '2023'],
    ['They postponed the vote until Tuesday.', 'Tuesday', '2023-05-16'],
  ])('%s', (sentence, text, value) => {
    expect(tag(sentence, THURSDAY)).toEqual([[text, value]]);
  });

  it('reads "next weekend" said on a weekday as the weekend coming, and said at the weekend as the one after', () => {
    expect(tag('Hattie is getting married next weekend.', '2024-06-03T13:10:00')).toEqual([['next weekend', '2024-W23-WE']]);
    expect(tag('The coming weekend is free.', THURSDAY)).toEqual([['The coming weekend', '2023-W19-WE']]);
    expect(tag('Hattie is getting married next weekend.', '2024-06-08T13:10:00')).toEqual([['next weekend', '2024-W24-WE']]);
    expect(tag('Hattie is getting married next weekend.', '2024-06-09T13:10:00')).toEqual([['next weekend', '2024-W24-WE']]);
    // Friday evening the weekend is under way
    expect(tag('Hattie is getting married next weekend.', '2024-06-07T19:00:00')).toEqual([['next weekend', '2024-W24-WE']]);
  });
  it('reads an owned or described weekend as a date only when told in the past', () => {
    expect(tag('I have a long weekend coming up.', THURSDAY)).toEqual([]);
    expect(tag('My weekend plans are simple.', THURSDAY)).toEqual([]);
    expect(tag('I had a quiet weekend, after we went camping two weekends ago.', '2023-07-17T14:31:00')).toEqual([
      ['a quiet weekend', '2023-W28-WE'],
      ['two weekends ago', '2023-W27-WE'],
    ]);
    // a weekend placed elsewhere, a kind of weekend, or a weekend thing
    expect(tag('We spent a lovely weekend in Rome in 2019.', THURSDAY)).toEqual([['2019', '2019']]);
    expect(tag('Last year we had a long weekend.', THURSDAY)).toEqual([['Last year', '2022']]);
    expect(tag('She had her weekend job at the mall.', THURSDAY)).toEqual([]);
  });

  it('gives "yesterday" the calendar day as its interval', () => {
    const e = only('I went there yesterday.', THURSDAY);
    expect(e.granularity).toBe('day');
    expect(formatWallDate(e.interval!.start)).toBe('2023-05-10');
    expect(formatWallDate(e.interval!.end)).toBe('2023-05-11');
    expect(e.timex3Type).toBe('DATE');
    expect(e.type).toBe('relative');
  });

  it('resolves "last week" to the ISO week before the message week', () => {
    const e = only('I was ill last week', '2023-05-15T09:00:00');
    expect(e.value).toBe('2023-W19');
    expect(formatWallDate(e.interval!.start)).toBe('2023-05-08');
  });

  it('reads a bare weekday into the past in past-tense text and into the future otherwise', () => {
    expect(tag('She said Friday that it rained.', THURSDAY)).toEqual([['Friday', '2023-05-05']]);
    expect(tag('The talks will resume Friday.', THURSDAY)).toEqual([['Friday', '2023-05-12']]);
    expect(tag('I have a meeting on Friday.', THURSDAY)).toEqual([['Friday', '2023-05-12']]);
    expect(tag('We met on Friday.', THURSDAY, { tense: 'future' })).toEqual([['Friday', '2023-05-12']]);
    expect(tag('See you Friday!', THURSDAY)).toEqual([['Friday', '2023-05-12']]);
    expect(tag('Friday was great.', THURSDAY)).toEqual([['Friday', '2023-05-05']]);
  });

  it('gives "a few days ago" no exact date but a past reference with an approximate interval', () => {
    expect(tag('I saw it a few days ago.', THURSDAY)).toEqual([['a few days ago', 'PAST_REF']]);
    const e = only('I saw it a few days ago.', THURSDAY);
    expect([formatWallDate(e.interval!.start), formatWallDate(e.interval!.end), e.mod]).toEqual(['2023-05-05', '2023-05-10', 'APPROX']);
  });

  it('reads "the other day" as a few days back, as "a few days ago"', () => {
    expect(tag('I adopted another dog the other day.', THURSDAY)).toEqual([['the other day', 'PAST_REF']]);
    const e = only('The other day, I found a new gym.', THURSDAY);
    expect([formatWallDate(e.interval!.start), formatWallDate(e.interval!.end), e.mod]).toEqual(['2023-05-05', '2023-05-10', 'APPROX']);
    expect(tag('We meet on the other day of the week.', THURSDAY)).toEqual([]);
  });

  it('reads a range of counts back ("two or three weeks ago", "a month or two ago") as the units between them', () => {
    const span = (text: string) => {
      const e = only(text, THURSDAY);
      return [e.text, e.value, formatWallDate(e.interval!.start), formatWallDate(e.interval!.end), e.mod];
    };
    // weeks run Monday to Sunday: three weeks back is the week of 17 April, two weeks back ends on 30 April
    expect(span('Two or three weeks ago I quit.')).toEqual(['Two or three weeks ago', 'PAST_REF', '2023-04-17', '2023-05-01', 'APPROX']);
    expect(span('We met a week or two ago.')).toEqual(['a week or two ago', 'PAST_REF', '2023-04-24', '2023-05-08', 'APPROX']);
    expect(span('It happened a month or two ago.')).toEqual(['a month or two ago', 'PAST_REF', '2023-03-01', '2023-05-01', 'APPROX']);
    expect(span('2-3 days ago I quit.')).toEqual(['2-3 days ago', 'PAST_REF', '2023-05-08', '2023-05-10', 'APPROX']);
    expect(span('I will be back two or three weeks from now.')).toEqual(['two or three weeks from now', 'FUTURE_REF', '2023-05-22', '2023-06-05', 'APPROX']);
    // not a range: the same count twice, a count downwards, a clock unit
    expect(tag('It was three or two days ago.', THURSDAY)).not.toContainEqual(['three or two days ago', 'PAST_REF']);
    expect(tag('It was two or three hours ago.', THURSDAY)).not.toContainEqual(['two or three hours ago', 'PAST_REF']);
  });

  it('reads "the first weekend of September" as that month\'s first Saturday and Sunday, not "the end of September"', () => {
    const e = only("So we've moved the whole bachelorette to the first weekend of September.", '2023-07-15T10:00:00');
    expect([e.text, e.value, formatWallDate(e.interval!.start), formatWallDate(e.interval!.end - 1)]).toEqual(['the first weekend of September', '2023-W35-WE', '2023-09-02', '2023-09-03']);
    expect(only('It was the last weekend of July.', '2023-08-15T10:00:00').value).toBe('2023-W30-WE');
    expect(only('We met on the second weekend in March 2021.', '2023-08-15T10:00:00').value).toBe('2021-W10-WE');
  });
  it('reads "the first Saturday in June" as that month\'s first Saturday, the nearest June', () => {
    const e = findTimeExpressions("They moved it out of May, it's now the first Saturday in June.", parseWallTime('2022-05-22T10:00:00')).at(-1)!;
    expect([e.text, e.value]).toEqual(['the first Saturday in June', '2022-06-04']);
    expect(only('The parade is on the fourth Thursday of November 2023.', '2023-08-15T10:00:00').value).toBe('2023-11-23');
    expect(only('We went on the last Friday of March.', '2023-05-15T10:00:00').value).toBe('2023-03-31');
    expect(only('The race is on the 2nd Sunday in October.', '2023-08-15T10:00:00').value).toBe('2023-10-08');
  });
  it('reads "this Friday" said on a Sunday looking ahead as the coming Friday, looking back as this week\'s', () => {
    const sunday = '2022-10-09T10:00:00';
    expect(only("I'll see you this Friday.", sunday).value).toBe('2022-10-14');
    expect(only('The test has been moved to this Friday.', sunday).value).toBe('2022-10-14');
    expect(only('It was this Friday.', sunday).value).toBe('2022-10-07');
  });
  it('reads "this week" said on a Sunday of what will be done as the week starting the next day', () => {
    const sunday = '2024-01-21T10:00:00';
    expect(only("I'm heading out on the research boat this week.", sunday).value).toBe('2024-W04');
    expect(only("We'll paint the kitchen this week.", sunday).value).toBe('2024-W04');
    expect(only('This week has been crazy.', sunday).value).toBe('2024-W03');
    expect(only('I called her this week.', sunday).value).toBe('2024-W03');
    expect(only("I'm heading out on the boat this week.", '2024-01-19T10:00:00').value).toBe('2024-W03');
  });
  it('reads "the other week" as a week or two back', () => {
    const e = only('I ran into her the other week.', THURSDAY);
    expect([e.text, e.value, formatWallDate(e.interval!.start), formatWallDate(e.interval!.end)]).toEqual(['the other week', 'PAST_REF', '2023-04-24', '2023-05-08']);
  });

  it('reads "the other night" as a few days back and "the other weekend" as one of the last three', () => {
    const night = only('I finally finished it the other night.', THURSDAY);
    expect([night.text, night.value, formatWallDate(night.interval!.start), formatWallDate(night.interval!.end)]).toEqual(['the other night', 'PAST_REF', '2023-05-05', '2023-05-10']);
    const weekend = only('The festival was the other weekend.', THURSDAY);
    expect([weekend.text, weekend.value, formatWallDate(weekend.interval!.start), formatWallDate(weekend.interval!.end)]).toEqual(['the other weekend', 'PAST_REF', '2023-04-17', '2023-05-08']);
  });

  it('cuts "earlier this month" at the day it was said, and starts "later this week" the day after', () => {
    const span = (text: string) => {
      const e = only(text, THURSDAY);
      return [e.text, e.value, formatWallDate(e.interval!.start), formatWallDate(e.interval!.end)];
    };
    expect(span('I got it earlier this month.')).toEqual(['earlier this month', '2023-05', '2023-05-01', '2023-05-12']);
    expect(span('I finished it earlier this week.')).toEqual(['this week', '2023-W19', '2023-05-08', '2023-05-12']);
    expect(span('I have an exam later this week.')).toEqual(['this week', '2023-W19', '2023-05-12', '2023-05-15']);
    expect(span('My qualifying exam is later this month.')).toEqual(['later this month', '2023-05', '2023-05-12', '2023-06-01']);
    // said on the period's last day, "later" is that day
    const last = only('The results come out later this month.', '2023-05-31T10:00:00');
    expect([formatWallDate(last.interval!.start), formatWallDate(last.interval!.end)]).toEqual(['2023-05-31', '2023-06-01']);
    // "early" is the first part of the period, whenever it is said
    expect(span('It was early this month.')).toEqual(['early this month', '2023-05', '2023-05-01', '2023-05-11']);
  });

  it('reads "Thursday next week" and "next week on Monday" as that weekday of that week', () => {
    const WED = '2023-01-18T12:40:00';
    expect(tag('The panel meets Thursday next week.', WED)).toEqual([['Thursday next week', '2023-01-26']]);
    expect(tag("We'll go next week on Monday.", WED)).toEqual([['next week on Monday', '2023-01-23']]);
    expect(tag('It was Friday of last week.', WED)).toEqual([['Friday of last week', '2023-01-13']]);
    expect(tag('The vet is Thursday this week.', WED)).toEqual([['Thursday this week', '2023-01-19']]);
    // a comma parts two times
    expect(tag("I'm busy next week, Thursday works.", WED).map(([text]) => text)).toEqual(['next week', 'Thursday']);
  });

  it('reads "back in June" into the past even when June is next month', () => {
    expect(tag('Back in June we went hiking.', '2023-05-25T10:00:00')).toEqual([['June', '2022-06']]);
  });

  it('ignores lower-case weekday-like words', () => {
    expect(tag('the sun was out on the sat dish', THURSDAY)).toEqual([]);
  });
});
