import { describe, expect, it } from 'vitest';
import { formatWallTime } from '../../domain/wall-time';
import { only, tag } from '../test-support';

const REF = '2023-05-11T13:56:00';

describe('times of day', () => {
  it.each([
    ['See you tonight.', 'tonight', '2023-05-11TNI'],
    ['I ran this morning.', 'this morning', '2023-05-11TMO'],
    ['It started at 10:30 a.m.', '10:30 a.m.', '2023-05-11T10:30'],
    ['It started at 3 pm.', '3 pm', '2023-05-11T15:00'],
    ['Lunch at noon.', 'noon', '2023-05-11T12:00'],
    ['We talked yesterday afternoon.', 'yesterday afternoon', '2023-05-10TAF'],
    ['I saw it the night before last.', 'the night before last', '2023-05-09TNI'],
    ['It rang at 14:05.', '14:05', '2023-05-11T14:05'],
    ['He leaves at 4 in the morning.', '4 in the morning', '2023-05-11T04:00'],
    ['She arrived at 4:12 in the morning.', '4:12 in the morning', '2023-05-11T04:12'],
    ['The bus left at 6.45 in the evening.', '6.45 in the evening', '2023-05-11T18:45'],
  ])('%s', (sentence, text, value) => {
    expect(tag(sentence, REF)).toEqual([[text, value]]);
  });

  it('gives "this morning" the morning hours as interval', () => {
    const e = only('this morning', REF);
    expect(e.timex3Type).toBe('TIME');
    expect(formatWallTime(e.interval!.start)).toBe('2023-05-11T06:00:00');
    expect(formatWallTime(e.interval!.end)).toBe('2023-05-11T12:00:00');
  });

  it('dates a named day\'s part by the day and keeps the part in its interval', () => {
    const e = only('The message was read Wednesday night.', REF);
    expect([e.text, e.value, e.timex3Type, e.granularity]).toEqual(['Wednesday night', '2023-05-10', 'DATE', 'hour']);
    expect(formatWallTime(e.interval!.start)).toBe('2023-05-10T21:00:00');
  });

  it('puts a deadline "until 9 a.m. Tuesday" ahead even in past-tense text', () => {
    expect(tag('The agency extended its deadline until 9 a.m. EDT Tuesday.', REF)).toEqual([['9 a.m. EDT Tuesday', '2023-05-16T09:00']]);
  });

  it('does not read prices or scores as clock times', () => {
    expect(tag('Shares rose $1.35 a share; the score was 3:2.', REF)).toEqual([]);
    expect(tag('2 1/2 years later', REF).map(([t]) => t)).not.toContain('1/2');
  });

  it('rejects impossible clock times', () => {
    expect(tag('at 13 pm and at 25:70', REF)).toEqual([]);
  });
});
