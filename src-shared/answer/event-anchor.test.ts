import { describe, expect, it } from 'vitest';
import { formatDate, daySpan, weekSpan } from './calendar';
import { anchoredTimes, fromAnchor } from './event-anchor';

const days = (span: { start: number; end: number }) => [formatDate(span.start), formatDate(span.end - 86_400_000)];

describe('anchoredTimes', () => {
  it('reads a time told from another event, with the event named', () => {
    expect(anchoredTimes('I found one at the swap meet the day after the tournament, from an old guy.')).toEqual([
      { text: 'the day after the tournament', count: 1, unit: 'day', direction: 'after', anchor: 'tournament' },
    ]);
    expect(anchoredTimes('The weekend before the fair, we built the volcano.')[0]).toMatchObject({ unit: 'weekend', direction: 'before', anchor: 'fair' });
    expect(anchoredTimes('We fly back three days after graduation, so I will see gran.')[0]).toMatchObject({ text: 'three days after graduation', count: 3, unit: 'day', anchor: 'graduation' });
    expect(anchoredTimes('The night before the big race I slept badly.')[0]).toMatchObject({ unit: 'day', anchor: 'big race' });
  });
  it('leaves out a pronoun after the event, and times counted from a day rather than an event', () => {
    expect(anchoredTimes('The week before the operation I had my assessment.')[0]).toMatchObject({ text: 'The week before the operation', anchor: 'operation' });
    expect(anchoredTimes('The surgery is booked for the week after next.')).toEqual([]);
    expect(anchoredTimes('The day after that we flew home.')).toEqual([]);
    expect(anchoredTimes('I saw it the day after.')).toEqual([]);
  });
  it('reads nothing in empty, unrelated, huge or hostile text', () => {
    expect(anchoredTimes('')).toEqual([]);
    expect(anchoredTimes('Lovely weather today, no plans at all.')).toEqual([]);
    expect(anchoredTimes('the day after '.repeat(20_000))).toEqual([]);
    expect(anchoredTimes('0 days after the show')).toEqual([]);
  });
});

describe('fromAnchor', () => {
  const thursday = daySpan(Date.UTC(2022, 2, 10));
  it('counts days from the first day before an event and from the last day after it', () => {
    expect(days(fromAnchor({ count: 1, unit: 'day', direction: 'after' }, thursday))).toEqual(['2022-03-11', '2022-03-11']);
    expect(days(fromAnchor({ count: 3, unit: 'day', direction: 'before' }, weekSpan(Date.UTC(2022, 2, 10))))).toEqual(['2022-03-04', '2022-03-04']);
  });
  it('takes the weekend wholly before or after the event, then further ones', () => {
    expect(days(fromAnchor({ count: 1, unit: 'weekend', direction: 'before' }, thursday))).toEqual(['2022-03-05', '2022-03-06']);
    expect(days(fromAnchor({ count: 1, unit: 'weekend', direction: 'before' }, daySpan(Date.UTC(2022, 2, 13))))).toEqual(['2022-03-05', '2022-03-06']);
    expect(days(fromAnchor({ count: 1, unit: 'weekend', direction: 'after' }, thursday))).toEqual(['2022-03-12', '2022-03-13']);
    expect(days(fromAnchor({ count: 1, unit: 'weekend', direction: 'after' }, daySpan(Date.UTC(2022, 2, 12))))).toEqual(['2022-03-19', '2022-03-20']);
    expect(days(fromAnchor({ count: 2, unit: 'weekend', direction: 'before' }, thursday))).toEqual(['2022-02-26', '2022-02-27']);
  });
  it('takes the calendar week or month before or after the one the event falls in', () => {
    expect(fromAnchor({ count: 1, unit: 'week', direction: 'before' }, thursday).value).toBe('2022-W09');
    expect(fromAnchor({ count: 2, unit: 'week', direction: 'after' }, thursday).value).toBe('2022-W12');
    expect(fromAnchor({ count: 1, unit: 'month', direction: 'before' }, daySpan(Date.UTC(2022, 0, 10))).value).toBe('2021-12');
    expect(fromAnchor({ count: 1, unit: 'month', direction: 'after' }, daySpan(Date.UTC(2022, 11, 10))).value).toBe('2023-01');
  });
});
